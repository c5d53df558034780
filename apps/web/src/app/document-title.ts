import { useEffect } from 'react';
import { DEFAULT_TITLE } from '../lib/navigation/navigation-model';

/** Sets document.title to the deepest route's title (spec §1), the default when there is none. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title || DEFAULT_TITLE;
  }, [title]);
}
