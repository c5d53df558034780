import { describe, expect, it } from 'vitest';
import { CACHED_VIEWS_MAX, mountedViews } from './cached-views';

describe('pages kept mounted behind the tags', () => {
  const paths = Array.from({ length: 14 }, (_, i) => `/page/${i}`);
  const open = new Set(paths);

  it('keeps the most recently shown pages, the active one last, and lets the oldest go', () => {
    let mounted: string[] = [];
    for (const path of paths) mounted = mountedViews(mounted, open, path);
    expect(mounted).toHaveLength(CACHED_VIEWS_MAX);
    expect(mounted).toEqual(paths.slice(-CACHED_VIEWS_MAX));
    // Back to a page still mounted: it becomes the most recent, and nothing else goes.
    mounted = mountedViews(mounted, open, '/page/5');
    expect(mounted).toEqual([...paths.slice(4, 14).filter((p) => p !== '/page/5'), '/page/5']);
    // A page let go mounts again when shown, the oldest one making room.
    mounted = mountedViews(mounted, open, '/page/0');
    expect(mounted).toHaveLength(CACHED_VIEWS_MAX);
    expect(mounted.at(-1)).toBe('/page/0');
    expect(mounted).not.toContain('/page/4');
  });

  it('unmounts the page of a closed tag at once', () => {
    const mounted = mountedViews(['/a', '/b', '/c'], new Set(['/a', '/c']), '/c');
    expect(mounted).toEqual(['/a', '/c']);
  });
});
