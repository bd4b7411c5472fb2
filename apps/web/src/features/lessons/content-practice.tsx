import type { CatalogueMenuItem, PracticePage } from '@grundlagen/content';
import { Markup } from '../../components/ui/markup.tsx';
import { LessonBlocks } from './lesson-blocks.tsx';
import { pick, PracticeHeading } from './practice-modes.tsx';
import { RandomPractice } from './random-practice.tsx';

/** Text of a prompt without its markup, for the input's label. */
function plainText(markup: string): string {
  return markup.replace(/<[^>]*>/g, '');
}

/**
 * A "Practice: …" page written as content (prepositions and cases, telling time, n-nouns …):
 * its explanation, then endless questions drawn from its items, checked at once.
 */
export function ContentPracticePage({ item, page }: { item: CatalogueMenuItem; page: PracticePage }) {
  return (
    <RandomPractice
      item={item}
      heading={<PracticeHeading item={item} />}
      intro={<LessonBlocks blocks={page.blocks} />}
      instructions={page.instructions}
      answerLanguage={page.answerLanguage}
      draw={() => {
        const question = pick(page.items);
        return {
          prompt: <Markup text={question.prompt} />,
          detail: question.detail ?? '',
          label: `Answer for ${plainText(question.prompt)}`,
          answers: question.answers,
          solution: question.answers[0] ?? '',
          ...(question.reason ? { reason: question.reason } : {}),
        };
      }}
    />
  );
}
