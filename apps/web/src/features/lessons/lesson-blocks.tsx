import { headingAnchor } from '@grundlagen/core';
import type { LessonBlock } from '@grundlagen/content';
import { Markup } from '../../components/ui/markup.tsx';
import { LessonTable } from './lesson-table.tsx';

/** The blocks of a lesson: headings, paragraphs, lists, tables, examples, mistakes and tips. */
export function LessonBlocks({ blocks }: { blocks: readonly LessonBlock[] }) {
  // A link to a section (My mistakes → "Lesson") is brought into view by the layout
  // (useScrollToTarget): each heading has its anchor and takes focus.
  return (
    <div className="lesson">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return (
              <h2 key={index} id={headingAnchor(block.text)} tabIndex={-1}>
                <Markup text={block.text} />
              </h2>
            );
          case 'paragraph':
            return <Markup key={index} as="p" text={block.text} />;
          case 'tip':
            return (
              <aside key={index} className="tip">
                <strong>Tip: </strong>
                <Markup text={block.text} />
              </aside>
            );
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item) => (
                  <li key={item}>
                    <Markup text={item} />
                  </li>
                ))}
              </ul>
            );
          case 'table':
            return (
              <LessonTable key={index} caption={block.caption} head={block.head}>
                {block.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((cell, column) =>
                      column === 0 ? (
                        <th key={column} scope="row">
                          <Markup text={cell} />
                        </th>
                      ) : (
                        <td key={column}>
                          <Markup text={cell} />
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </LessonTable>
            );
          case 'examples':
            return (
              <dl key={index} className="examples">
                {block.items.map((example) => (
                  <div key={example.german} className="example">
                    <dt lang="de">{example.german}</dt>
                    <dd>
                      {example.english}
                      {example.note ? <span className="example-note"> — {example.note}</span> : null}
                    </dd>
                  </div>
                ))}
              </dl>
            );
          case 'mistakes':
            return (
              <div key={index} className="mistakes">
                <h3>Common mistakes</h3>
                <ul>
                  {block.items.map((mistake) => (
                    <li key={mistake.wrong}>
                      <span className="mistake-wrong" lang="de">
                        <span className="visually-hidden">Wrong: </span>
                        <s>{mistake.wrong}</s>
                      </span>{' '}
                      →{' '}
                      <span className="mistake-right" lang="de">
                        <span className="visually-hidden">Right: </span>
                        {mistake.right}
                      </span>
                      <br />
                      <Markup text={mistake.why} />
                    </li>
                  ))}
                </ul>
              </div>
            );
        }
      })}
    </div>
  );
}
