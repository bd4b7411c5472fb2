import type { ReactNode } from 'react';
import { TableWrap } from '../../components/ui/table-wrap.tsx';

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
    <TableWrap label={caption}>
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
    </TableWrap>
  );
}
