import { Layout } from 'antd';
import { useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionState } from '../../lib/use-session-state';
import { useDocumentTitle } from '../document-title';
import type { PlaceInConsole } from '../../lib/navigation/navigation-model';
import { useNavigation } from '../../lib/navigation/use-navigation';
import { usePageViewTracking } from '../../lib/tracking';
import { BreadcrumbBar } from './breadcrumb-bar';
import { Sidebar } from './sidebar';
import { CachedViews } from './tags-view/cached-views';
import { TagsProvider } from './tags-view/tags-context';
import { TagsView } from './tags-view/tags-view';
import { TopBar } from './top-bar';
import './layout.css';

function ConsoleFrame({ place }: { place: PlaceInConsole }) {
  const { subsystems } = useNavigation();
  const location = useLocation();
  // A page outside every sub-system (个人中心) keeps the sidebar of the sub-system the user came from.
  const [lastSystem, setLastSystem] = useSessionState<string>('hrbd.layout.subsystem', '');
  const placeCode = place.subsystem?.code;
  useEffect(() => {
    if (placeCode) setLastSystem(placeCode);
  }, [placeCode, setLastSystem]);
  const current = place.subsystem ?? subsystems.find((s) => s.code === lastSystem) ?? subsystems[0];

  useDocumentTitle(place.title);
  usePageViewTracking(location.pathname + location.search, place.title);

  return (
    <Layout className="console">
      <TopBar subsystems={subsystems} currentCode={current?.code} />
      <Layout className="console__body" hasSider>
        <Sidebar subsystem={current} place={place} />
        <Layout.Content className="console__main">
          <BreadcrumbBar place={place} />
          <TagsView />
          <main className="console__views">
            <CachedViews />
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/**
 * The signed-in console: `/` leads to the first sub-system the user may enter,
 * an unknown path to 404, a screen whose menu the user lacks to 403.
 */
export function ConsoleLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const place = useMemo(() => navigation.locate(pathname), [navigation, pathname]);

  if (pathname === '/') return <Navigate to={navigation.rootPath ?? '/403'} replace />;
  if (!place) return <Navigate to="/404" replace />;
  if (!navigation.canOpen(place.screen)) return <Navigate to="/403" replace />;
  return (
    <TagsProvider>
      <ConsoleFrame place={place} />
    </TagsProvider>
  );
}
