import { useLocation } from 'react-router';
import {
  findMenuItemByPath,
  VERB_PRACTICE_PERSONS,
  verbsForPracticeMode,
  type CatalogueMenuItem,
} from '@grundlagen/content';
import { CoursePage } from '../../components/course-page.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { ModeChoice, pick, PracticeHeading } from './practice-modes.tsx';
import { RandomPractice } from './random-practice.tsx';
import { NewMaterialNavigation } from './new-material-navigation.tsx';
import './lessons.css';

function VerbPracticeScreen() {
  const location = useLocation();
  const item = findMenuItemByPath(location.pathname) as CatalogueMenuItem | undefined;
  if (!item) return <NotFoundPage />;
  const rest = location.pathname.replace(/\/+$/, '').slice(item.link.length + 1);
  const mode = item.modes?.find((entry) => entry.slug === rest);
  if (item.modes?.length && !mode) return <ModeChoice item={item} lead="Choose which verbs to practise:" />;
  const verbs = verbsForPracticeMode(item.chapter, rest);
  if (verbs.length === 0) return <CoursePage />;

  return (
    <RandomPractice
      item={item}
      heading={<PracticeHeading item={item} modeName={mode?.name} />}
      instructions="Type the present-tense form of the verb for the person shown."
      draw={() => {
        const verb = pick(verbs);
        const person = pick(VERB_PRACTICE_PERSONS);
        const answer = verb.deutsch[person.form];
        return {
          prompt: (
            <>
              <span className="verb-person">{person.label}</span>{' '}
              <span className="prompt">({verb.infinitive})</span>
            </>
          ),
          detail: `${verb.english.join(', ')}${verb.category ? ` · ${verb.category}` : ''}`,
          label: `Form of ${verb.infinitive} for ${person.label}`,
          answers: [answer],
          solution: `${person.label} ${answer}`,
        };
      }}
    />
  );
}

/** Verb-conjugation practice: a random verb and person, type the form; each mode starts fresh. */
export function VerbPractice() {
  const { pathname } = useLocation();
  return (
    <>
      <VerbPracticeScreen key={pathname} />
      <NewMaterialNavigation />
    </>
  );
}
