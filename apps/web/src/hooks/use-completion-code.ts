import { useEffect, useRef } from 'react';
import { useTracker } from '../lib/tracker.tsx';

/** Adds the page's progress code when it is complete and removes it when it is not (docs/product/progress.md "When a page earns its code"). */
export function useCompletionCode(code: string, complete: boolean): void {
  const { add, remove } = useTracker();
  const previous = useRef<boolean | null>(null);
  useEffect(() => {
    if (previous.current === complete) return;
    previous.current = complete;
    void (complete ? add(code) : remove(code));
  }, [code, complete, add, remove]);
}
