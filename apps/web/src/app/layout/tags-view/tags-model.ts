/** A visited page in the tags bar; `path` (the pathname) identifies it, `fullPath` keeps its query. */
export interface TagView {
  path: string;
  fullPath: string;
  title: string;
  affix: boolean;
}

const STORAGE_KEY = 'hrbd.tagsView.visited';

/** Visited (non-affix) tags are kept in sessionStorage so a reload of the tab keeps them (spec §2). */
export function loadVisited(): TagView[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.filter(
      (tag): tag is TagView =>
        typeof tag === 'object' && tag !== null && typeof tag.path === 'string' && typeof tag.fullPath === 'string' && typeof tag.title === 'string',
    ).map((tag) => ({ ...tag, affix: false }));
  } catch {
    return [];
  }
}

export function saveVisited(visited: readonly TagView[]): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(visited));
}

/** Signing out forgets the visited tags; the next user starts clean. */
export function clearVisitedTags(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

/** Adds a visited page, or refreshes its query and title when its tag is already open. */
export function visit(visited: readonly TagView[], view: TagView): TagView[] {
  const index = visited.findIndex((tag) => tag.path === view.path);
  if (index < 0) return [...visited, view];
  const existing = visited[index];
  if (existing.fullPath === view.fullPath && existing.title === view.title) return visited as TagView[];
  return visited.map((tag, i) => (i === index ? view : tag));
}

/**
 * Where to go after closing tags while the active one is among them: the
 * neighbour of the closed tag (right, else left), or the root when none is left.
 */
export function neighbourAfterClose(tags: readonly TagView[], closedPath: string, remaining: readonly TagView[]): string {
  const index = tags.findIndex((tag) => tag.path === closedPath);
  const next = remaining[index] ?? remaining[index - 1] ?? remaining[remaining.length - 1];
  return next ? next.fullPath : '/';
}
