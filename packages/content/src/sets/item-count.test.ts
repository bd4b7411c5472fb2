import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue/index.ts';
import { hasPracticeSet } from './registry.ts';
import { setItemCount, writtenSetCounts } from './item-count.ts';

describe('setItemCount', () => {
  it('counts the written sets and no set that is not written', async () => {
    const written = await writtenSetCounts();
    const items = catalogue.flatMap((chapter) => [
      ...chapter.drillsContents,
      ...chapter.exercisesContents,
      ...(chapter.extraWorkContents ?? []),
    ]);
    for (const item of items.filter((entry) => entry.table && hasPracticeSet(entry.table)))
      expect(setItemCount(item, written), item.table).toBe(written[item.table ?? '']);
    for (const item of items.filter((entry) => entry.table && !hasPracticeSet(entry.table)))
      expect(setItemCount(item, written), item.table).toBeUndefined();
    // A set the catalogue plans (with its item count) but whose content is not written counts nothing.
    const [planned] = items.filter((entry) => entry.itemCount !== undefined);
    if (!planned) throw new Error('no catalogue item with an item count');
    expect(setItemCount({ ...planned, table: 'ch0_not_written' }, written)).toBeUndefined();
  });
});
