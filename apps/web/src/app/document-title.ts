import { useEffect } from 'react';
import { DEFAULT_TITLE } from '../lib/navigation/default-title';

/** `<page> - 人力资源大数据`: the page first, so browser tabs and history tell pages apart; the default alone without one (spec §1). */
export function documentTitleOf(title: string | undefined): string {
  return title && title !== DEFAULT_TITLE ? `${title} - ${DEFAULT_TITLE}` : DEFAULT_TITLE;
}

/** Sets document.title from the deepest route's title (spec §1). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = documentTitleOf(title);
  }, [title]);
}
