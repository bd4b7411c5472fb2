import { dictionaryTerm, spokenTerm } from '@grundlagen/core';
import type { VocabularyEntry } from '@grundlagen/content';
import { SpeakButton } from '../../../components/ui/speak-button.tsx';

/** The goal list: every word of the chapter with its meaning, as the dictionary shows it. */
export function VocabularyGoal({
  chapter,
  entries,
}: {
  chapter: number;
  entries: readonly VocabularyEntry[];
}) {
  return (
    <div className="table-wrap">
      <table className="lesson-table">
        <caption>Chapter {chapter} vocabulary</caption>
        <thead>
          <tr>
            <th scope="col">German</th>
            <th scope="col">English</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const { term, translation } = dictionaryTerm(entry);
            return (
              <tr key={`${entry.type}-${entry.germanRoot}`}>
                <th scope="row" lang="de">
                  {term}
                  <SpeakButton text={spokenTerm(term)} />
                </th>
                <td>{translation}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
