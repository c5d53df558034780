import { memo, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { PageErrorBoundary } from '../../errors/page-error-boundary';
import { PageLoading } from '../../page-loading';
import { findScreen } from '../../../lib/navigation/navigation-model';
import { useNavigation } from '../../../lib/navigation/use-navigation';
import type { Screen } from '../../../lib/screen';
import { useTags } from './tags-context';

/**
 * One open tag's page. Memoized: a navigation renders CachedViews again, and without it every hidden page (up to
 * CACHED_VIEWS_MAX) rendered again with it, tables and all — its props change only when its own tag does.
 */
const ScreenView = memo(function ScreenView({ screen, fullPath, active }: { screen: Screen; fullPath: string; active: boolean }): ReactNode {
  const Page = screen.component;
  return (
    // Hidden, not unmounted: the page keeps its state, scroll position and data while its tag is open.
    <div className="cached-view" data-path={screen.path} style={active ? undefined : { display: 'none' }}>
      <PageErrorBoundary>
        <Suspense fallback={<PageLoading inline />}>
          {/* Each page sees its own location, so an inactive page does not react to another page's URL. */}
          <Routes location={fullPath}>
            <Route path={screen.path} element={<Page />} />
          </Routes>
        </Suspense>
      </PageErrorBoundary>
    </div>
  );
});

/**
 * Pages kept mounted at most, the active one included (as keep-alive's `max`): a day of opening screens
 * would otherwise leave dozens of hidden pages alive, each with its queries, timers and DOM, and every
 * navigation slows down (a browser run through 57 lists waited over 20 s for one by the fiftieth).
 */
export const CACHED_VIEWS_MAX = 10;

/**
 * The paths whose pages stay mounted, least recently shown first: those of open tags, the active one
 * last, the oldest let go beyond `max`. A tag whose page was let go keeps its place in the tags bar
 * and mounts afresh when opened again.
 */
export function mountedViews(current: readonly string[], openTags: ReadonlySet<string>, activePath: string, max = CACHED_VIEWS_MAX): string[] {
  const kept = current.filter((path) => openTags.has(path) && path !== activePath);
  return [...kept.slice(Math.max(0, kept.length - (max - 1))), activePath];
}

/**
 * The pages of open tags (spec §2 cached views): the active page is shown,
 * the others stay mounted but hidden (the CACHED_VIEWS_MAX most recent); closing a tag unmounts its
 * page. A tag restored after a reload mounts when it is first opened again.
 */
export function CachedViews() {
  const { tags, generation } = useTags();
  const { screens } = useNavigation();
  const location = useLocation();
  const activePath = location.pathname;
  const [opened, setOpened] = useState<string[]>([]);

  useEffect(() => {
    const open = new Set(tags.map((tag) => tag.path));
    setOpened((current) => mountedViews(current, open, activePath));
  }, [tags, activePath]);

  const views: Array<{ path: string; fullPath: string; screen: Screen }> = [];
  for (const tag of tags) {
    const screen = findScreen(screens, tag.path);
    if (!screen) continue;
    if (tag.path === activePath) views.push({ path: tag.path, fullPath: location.pathname + location.search, screen });
    else if (opened.includes(tag.path) && screen.cache !== false) views.push({ path: tag.path, fullPath: tag.fullPath, screen });
  }
  if (!views.some((view) => view.path === activePath)) {
    const screen = findScreen(screens, activePath);
    if (screen) views.push({ path: activePath, fullPath: location.pathname + location.search, screen });
  }

  return (
    <>
      {views.map((view) => (
        // A refreshed tag gets a new key: its page mounts afresh and fetches its data again.
        <ScreenView key={`${view.path}#${generation(view.path)}`} screen={view.screen} fullPath={view.fullPath} active={view.path === activePath} />
      ))}
    </>
  );
}
