import type { MenuItem } from '../catalogue/schema.ts';
import { loadPracticeSet, practiceSetTables, questionCount } from './registry.ts';

/**
 * Question counts of every written set, by table, computed from the content itself (loads
 * every set, so only the counts page calls it).
 */
export async function writtenSetCounts(): Promise<Record<string, number>> {
  const tables = practiceSetTables();
  const sets = await Promise.all(tables.map((table) => loadPracticeSet(table)));
  return Object.fromEntries(sets.map((set) => [set.table, questionCount(set)]));
}

/**
 * The number of questions of a set as written, or undefined when its content is not written yet
 * (the catalogue's planned count is not a count of anything a learner can do).
 */
export function setItemCount(item: MenuItem, written: Readonly<Record<string, number>>): number | undefined {
  return item.table ? written[item.table] : undefined;
}
