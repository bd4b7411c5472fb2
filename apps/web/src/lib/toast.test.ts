import { toast as sonnerToast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedToasts, loadToasts, toast, watchToasts } from './toast.ts';

afterEach(() => vi.restoreAllMocks());

// The order matters: sonner loads once for the whole file, in the first test.
describe('toasts', () => {
  it('load sonner once, on the first ask, and tell who watches', async () => {
    const listener = vi.fn();
    const watch = watchToasts(listener);
    expect(watch.current).toBeNull();
    expect(loadedToasts()).toBeNull();
    const stopped = vi.fn();
    watchToasts(stopped).stop();

    const first = loadToasts();
    expect(loadToasts()).toBe(first);
    const module = await first;
    expect(module.toast).toBe(sonnerToast);
    expect(loadedToasts()).toBe(module);
    expect(listener).toHaveBeenCalledWith(module);
    expect(stopped).not.toHaveBeenCalled();
    expect(watchToasts(() => undefined).current).toBe(module);
    watch.stop();
  });

  it('show sonner’s toast of the same kind, with its options', async () => {
    const success = vi.spyOn(sonnerToast, 'success');
    const info = vi.spyOn(sonnerToast, 'info');
    const error = vi.spyOn(sonnerToast, 'error');
    toast.success('Work saved.', { id: 'save' });
    toast.info('Nothing to save.');
    toast.error('Your work could not be saved.');
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(success).toHaveBeenCalledExactlyOnceWith('Work saved.', { id: 'save' });
    expect(info).toHaveBeenCalledExactlyOnceWith('Nothing to save.', undefined);
    expect(error).toHaveBeenCalledExactlyOnceWith('Your work could not be saved.', undefined);
  });
});
