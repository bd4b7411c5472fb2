import { describe, expect, it } from 'vitest';
import { withEventLoopHeld } from './db.ts';

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

describe('withEventLoopHeld', () => {
  it('holds a timer while the work is pending and lets it go after, also when the work fails', async () => {
    const before = timers();
    let during = 0;
    const value = await withEventLoopHeld(
      (async () => {
        await Promise.resolve();
        during = timers();
        return 42;
      })(),
    );
    expect(value).toBe(42);
    expect(during).toBe(before + 1);
    expect(timers()).toBe(before);

    await expect(withEventLoopHeld(Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(timers()).toBe(before);
  });
});
