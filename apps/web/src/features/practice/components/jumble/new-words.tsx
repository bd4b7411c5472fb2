import type { WordOrderItem } from './sentence.ts';

/** The "+" list of new words of a jumble, shown while open. */
export function NewWords({ item }: { item: WordOrderItem }) {
  return (
    <dl className="new-words">
      {item.newWords?.map((word) => (
        <div key={word.german}>
          <dt lang="de">{word.german}</dt>
          <dd>{word.english}</dd>
        </div>
      ))}
    </dl>
  );
}
