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
    const planned = items.filter((item) => item.table && !hasPracticeSet(item.table) && item.itemCount);
    expect(planned.length).toBeGreaterThan(0);
    for (const item of planned) expect(setItemCount(item, written), item.table).toBeUndefined();
    for (const item of items.filter((entry) => entry.table && hasPracticeSet(entry.table)))
      expect(setItemCount(item, written), item.table).toBe(written[item.table ?? '']);
  });
});
