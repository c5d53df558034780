import { useEffect, useState } from 'react';

/** Typing settles for this long before a search is asked of the server. */
const SEARCH_DELAY_MS = 300;

/**
 * What a searching select asks the server for: the text typed, trimmed, once
 * typing has settled. Answers `[search, setTyped]`; `setTyped` goes to the
 * select's `onSearch`.
 */
export function useSearchText(): [string, (typed: string) => void] {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return [search, setTyped];
}
