import type { ReactNode } from 'react';

/** A table of a lesson or unit: caption, column heads, and the body rows it is given. */
export function LessonTable({
  caption,
  head,
  className = 'lesson-table',
  children,
}: {
  caption: string;
  head: readonly string[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="table-wrap">
      <table className={className}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, column) => (
              <th key={column} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
