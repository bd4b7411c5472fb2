import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { catalogue, setItemCount, writtenSetCounts } from '@grundlagen/content';
import { Spinner } from '../../components/ui/spinner.tsx';
import { queryKeys } from '../../lib/query-keys.ts';

/** "Drill & Exercise Counts": the number of questions of every drill and exercise set, from the content. */
export function CountsPage() {
  const { data: written, error } = useQuery({
    queryKey: queryKeys.writtenSetCounts(),
    queryFn: writtenSetCounts,
  });
  if (error) throw error;
  if (!written) return <Spinner label="Counting the questions…" />;

  const rows = catalogue.map((chapter) => {
    const sets = [
      ...chapter.drillsContents,
      ...chapter.exercisesContents,
      ...(chapter.extraWorkContents ?? []),
    ]
      .filter((item) => item.table)
      .map((item) => ({ item, count: setItemCount(item, written) }));
    const total = sets.reduce((sum, set) => sum + (set.count ?? 0), 0);
    return { chapter, sets, total };
  });
  const grandTotal = rows.reduce((sum, row) => sum + row.total, 0);

  return (
    <section className="page" aria-labelledby="counts-title">
      <h1 id="counts-title">Drill &amp; Exercise Counts</h1>
      <p className="lead">
        {grandTotal} questions in{' '}
        {rows.reduce((sum, row) => sum + row.sets.filter((set) => set.count !== undefined).length, 0)} written
        drill, exercise and extra-practice sets.
      </p>
      {rows.map(({ chapter, sets, total }) => (
        <div key={chapter.number} className="card">
          <h2>
            Chapter {chapter.number}: {chapter.title}
          </h2>
          <div className="table-wrap">
            <table>
              <caption className="visually-hidden">Question counts of chapter {chapter.number}</caption>
              <thead>
                <tr>
                  <th scope="col">Set</th>
                  <th scope="col">Table</th>
                  <th scope="col">Questions</th>
                </tr>
              </thead>
              <tbody>
                {sets.map(({ item, count }) => (
                  <tr key={item.code}>
                    <td>
                      <Link to={item.link}>{item.name}</Link>
                    </td>
                    <td>
                      <code>{item.table}</code>
                    </td>
                    <td>{count ?? 'not written yet'}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    Total
                  </th>
                  <td>{total}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </div>
      ))}
    </section>
  );
}
