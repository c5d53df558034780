import { exportHeaders, type Labels } from '@hrbd/contract';
import { expect } from 'vitest';
import type { ListColumn } from '../components/list-page';

/** The titles a list shows by default, in order: its columns but the secondary ones and 操作. */
export function defaultTitles<R>(columns: ReadonlyArray<ListColumn<R>>): string[] {
  return columns.filter((column) => !column.secondary && column.key !== 'actions').map((column) => String(column.title));
}

/**
 * An export's header row starts with exactly the list's column titles, in the
 * list's order (the secondary fields follow): what a person sees on screen is
 * what the file's first columns say.
 */
export function expectExportMatchesList<R>(columns: ReadonlyArray<ListColumn<R>>, labels: Labels): void {
  const titles = defaultTitles(columns);
  expect(titles.length).toBeGreaterThan(0);
  expect(exportHeaders(labels).slice(0, titles.length)).toEqual(titles);
}
