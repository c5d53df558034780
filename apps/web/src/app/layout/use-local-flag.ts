import { useCallback, useState } from 'react';

/** A boolean remembered in localStorage, so it outlives the tab (spec §2: sidebar state is remembered). */
export function useLocalFlag(key: string, initial: boolean): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => {
    try {
      const stored = localStorage.getItem(key);
      return stored === null ? initial : stored === '1';
    } catch {
      return initial;
    }
  });
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        localStorage.setItem(key, next ? '1' : '0');
      } catch {
        // Storage may be full or blocked; the flag still works for this page.
      }
    },
    [key],
  );
  return [value, update];
}
