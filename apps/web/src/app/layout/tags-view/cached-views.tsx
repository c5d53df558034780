import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { PageErrorBoundary } from '../../errors/page-error-boundary';
import { PageLoading } from '../../page-loading';
import { findScreen } from '../../../lib/navigation/navigation-model';
import { useNavigation } from '../../../lib/navigation/use-navigation';
import type { Screen } from '../../../lib/screen';
import { useTags } from './tags-context';

function ScreenView({ screen, fullPath, active }: { screen: Screen; fullPath: string; active: boolean }): ReactNode {
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
}

/**
 * The pages of open tags (spec §2 cached views): the active page is shown,
 * the others stay mounted but hidden; closing a tag unmounts its page. A tag
 * restored after a reload mounts when it is first opened again.
 */
export function CachedViews() {
  const { tags, generation } = useTags();
  const { screens } = useNavigation();
  const location = useLocation();
  const activePath = location.pathname;
  const [opened, setOpened] = useState<string[]>([]);

  useEffect(() => {
    const open = new Set(tags.map((tag) => tag.path));
    setOpened((current) => {
      const kept = current.filter((path) => open.has(path) || path === activePath);
      return kept.includes(activePath) ? kept : [...kept, activePath];
    });
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
