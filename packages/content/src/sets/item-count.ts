import type { MenuItem } from '../catalogue/schema.ts';

/**
 * Authored question counts of drill and exercise sets, by table. Filled as each set's
 * content is written; until then a set counts what the catalogue fixes, if anything.
 */
const authoredCounts: Record<string, number> = {};

/** The number of questions of a set: the authored content's, else the catalogue's, else undefined. */
export function setItemCount(item: MenuItem): number | undefined {
  return (item.table ? authoredCounts[item.table] : undefined) ?? item.itemCount;
}
