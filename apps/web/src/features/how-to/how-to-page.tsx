import * as Tabs from '@radix-ui/react-tabs';
import { Link, useNavigate, useParams } from 'react-router';
import './how-to.css';

const tabs = [
  { slug: 'overview', name: 'Overview' },
  { slug: 'practice', name: 'Practice' },
  { slug: 'checking', name: 'Checking' },
] as const;

type TabSlug = (typeof tabs)[number]['slug'];

function tabFromParam(param: string | undefined): TabSlug {
  const slug = param?.replace(/^tab=/, '');
  return tabs.find((tab) => tab.slug === slug)?.slug ?? 'overview';
}

/** How to use the course (docs/product/screens.md "Routes": /how_to and /how_to/tab={name}). */
export function HowToPage() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const active = tabFromParam(tab);

  return (
    <section className="page" aria-labelledby="how-to-title">
      <h1 id="how-to-title">How to Use This Course</h1>
      <Tabs.Root
        value={active}
        onValueChange={(value) => navigate(`/how_to/tab=${value}`, { replace: true })}
      >
        <Tabs.List className="tabs" aria-label="How to use this course">
          {tabs.map((item) => (
            <Tabs.Trigger key={item.slug} value={item.slug} className="tab">
              {item.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview" className="tab-panel">
          <h2>How each chapter is built</h2>
          <p>
            Every chapter has the same four parts. <strong>New Material</strong> explains a point of grammar
            and gives you the tables and words to learn. <strong>Drills</strong> practise one point at a time.{' '}
            <strong>Exercises</strong> ask you to translate whole sentences, German to English and English to
            German. Chapters 2 and 3 add <strong>Extra Practice</strong>.
          </p>
          <p>
            Work through a chapter from top to bottom. When you finish a page, its checkmark appears in the
            sidebar, so you always know where you are.
          </p>
        </Tabs.Content>
        <Tabs.Content value="practice" className="tab-panel">
          <h2>Why you practise from memory</h2>
          <p>
            You remember what you have tried to remember. Looking a word up and copying it teaches your eyes;
            pulling it out of your memory, even when it takes effort and even when you get it wrong, teaches
            you German. That is why the drills and exercises only use what earlier pages taught, and why the
            course asks you to answer first and check afterwards.
          </p>
          <p>
            The exercise pages have <strong>Vocab Cheat Links</strong>: switched on, they show the dictionary
            entry of almost every word. They are there for the day you are truly stuck. Use them rarely: every
            look-up is a recall you did not practise. If you forget a word, try to remember it, write your
            best guess, and then check the answer.
          </p>
          <p>
            Mistakes are part of the method. A wrong answer that you correct yourself sticks better than a
            right answer you copied.
          </p>
          <h2>Keyboard</h2>
          <p>Every page works without a mouse:</p>
          <ul className="keyboard-help">
            <li>
              <kbd>Enter</kbd> or <kbd>Tab</kbd> in an answer moves to the next one, <kbd>Shift</kbd>+
              <kbd>Tab</kbd> to the previous one; from the last answer you reach the page&apos;s buttons
              (Save, Check Answers).
            </li>
            <li>
              <kbd>Esc</kbd> in an answer goes to that row&apos;s buttons: the eye (translation), the answer
              button and &ldquo;My answer should count&rdquo;. <kbd>Tab</kbd> moves on from one to the next
              and to the next row&apos;s answer; <kbd>Shift</kbd>+<kbd>Tab</kbd> goes back.
            </li>
            <li>
              <kbd>Ctrl</kbd>+<kbd>Enter</kbd> in an answer opens that row&apos;s answer; <kbd>Esc</kbd>{' '}
              closes it.
            </li>
            <li>
              In a choice drill, <kbd>Tab</kbd> reaches a row&apos;s options and the arrow keys choose; the
              choice counts when you leave the row, so passing over an option is not an answer.
            </li>
            <li>
              In a word-order puzzle, <kbd>Space</kbd> or <kbd>Enter</kbd> picks up a word, the arrow keys (or{' '}
              <kbd>Home</kbd> and <kbd>End</kbd>) move it, <kbd>Space</kbd> drops it and <kbd>Esc</kbd> puts
              it back.
            </li>
          </ul>
        </Tabs.Content>
        <Tabs.Content value="checking" className="tab-panel">
          <h2>How answers are checked</h2>
          <p>
            Typed answers turn green when they are right and yellow when they are not; on test pages a wrong
            answer is red. Translations accept every wording a good teacher would accept, so you may write
            &ldquo;I&apos;m&rdquo; or &ldquo;I am&rdquo;. German answers must be spelled exactly, with capital
            nouns and umlauts: a single letter is often the grammar point (<em>den</em> or <em>dem</em>). When
            you are close, a hint tells you to check the umlaut or the capitals.
          </p>
          <p>
            Your answers are saved to your account when you press Save, and every so often while you work.
            Start with <Link to="/ch1">Chapter 1</Link>.
          </p>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
