import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { dictionaryTerm, parseChapterNumber, spokenTerm } from '@grundlagen/core';
import { CHAPTER_COUNT, vocabularyEntries } from '@grundlagen/content';
import { SpeakButton } from '../../components/ui/speak-button.tsx';

/** The vocabulary viewer: a searchable table of the entries that exist, all chapters or one. */
export function VocabPage() {
  const { ch } = useParams();
  const only = ch ? parseChapterNumber(ch, CHAPTER_COUNT) : null;
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);

  const rows = useMemo(() => {
    const entries = vocabularyEntries().filter(({ chapter }) => only === null || chapter === only);
    return entries.map(({ chapter, entry }) => ({ chapter, entry, ...dictionaryTerm(entry) }));
  }, [only]);

  const needle = deferredQuery.trim().toLowerCase();
  const shown = needle
    ? rows.filter((row) => `${row.term} ${row.translation}`.toLowerCase().includes(needle))
    : rows;

  return (
    <section className="page" aria-labelledby="vocab-title">
      <h1 id="vocab-title">Vocabulary{only ? `: Chapter ${only}` : ''}</h1>
      {only ? (
        <p>
          <Link to="/vocab_util">Show every chapter</Link>
        </p>
      ) : null}
      <div className="form-field">
        <label htmlFor="vocab-search">Search German or English</label>
        <input
          id="vocab-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p aria-live="polite">
        {shown.length} of {rows.length} entries
      </p>
      {rows.length === 0 ? (
        <p>No vocabulary has been written for {only ? `chapter ${only}` : 'the course'} yet.</p>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Chapter</th>
                <th scope="col">German</th>
                <th scope="col">English</th>
                <th scope="col">Type</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={`${row.chapter}-${row.entry.type}-${row.entry.germanRoot}`}>
                  <td>{row.chapter}</td>
                  <td lang="de">
                    {row.term}
                    <SpeakButton text={spokenTerm(row.term)} />
                  </td>
                  <td>{row.translation}</td>
                  <td>{row.entry.type}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
