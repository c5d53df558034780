import { useCallback, useState } from 'react';

/**
 * State kept in sessionStorage under `key`, so a page's filters and paging
 * survive a reload of the tab (spec §2: tags and page state survive a reload).
 */
export function useSessionState<T>(key: string, initial: T): [T, (next: T | ((prev: T) => T)) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const stored = sessionStorage.getItem(key);
      return stored === null ? initial : (JSON.parse(stored) as T);
    } catch {
      return initial;
    }
  });
  const update = useCallback(
    (next: T | ((prev: T) => T)) => {
      setValue((prev) => {
        const resolved = typeof next === 'function' ? (next as (p: T) => T)(prev) : next;
        sessionStorage.setItem(key, JSON.stringify(resolved));
        return resolved;
      });
    },
    [key],
  );
  return [value, update];
}
