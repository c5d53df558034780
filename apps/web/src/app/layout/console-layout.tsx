import { Layout } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionState } from '../../lib/use-session-state';
import { useDocumentTitle } from '../document-title';
import { PORTAL_PATH, type PlaceInConsole } from '../../lib/navigation/navigation-model';
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
          <TagsView home={current?.entryPath} />
          <main className="console__views">
            <CachedViews />
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** Set by the login page on its way to the redirect: a page this user may not open then sends them home, not to 403. */
export interface SignedInState {
  signedIn: true;
}

function justSignedIn(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<SignedInState>).signedIn === true;
}

/**
 * The signed-in console: `/` leads to the first sub-system the user may enter
 * (the portal when there is none), an unknown path to 404, a screen whose menu
 * the user lacks to 403.
 */
export function ConsoleLayout() {
  const navigation = useNavigation();
  const { pathname, state } = useLocation();
  const place = useMemo(() => navigation.locate(pathname), [navigation, pathname]);
  // No sub-system to enter: the portal says so, with the user menu to sign out.
  const home = navigation.rootPath ?? PORTAL_PATH;

  if (pathname === '/') return <Navigate to={home} replace />;
  if (!place) return <Navigate to="/404" replace />;
  // Another user's last page (they signed out there) is no place to land: this user starts at their own home.
  if (!navigation.canOpen(place.screen)) return <Navigate to={justSignedIn(state) ? home : '/403'} replace />;
  return (
    <TagsProvider>
      <ConsoleFrame place={place} />
    </TagsProvider>
  );
}

/**
 * A console page outside every screen (403, 404): the header stays, so the
 * user still sees who is signed in, can switch sub-system or sign out.
 */
export function HeaderOnlyLayout({ children }: { children: ReactNode }) {
  const { subsystems } = useNavigation();
  return (
    <TagsProvider>
      <Layout className="console">
        <TopBar subsystems={subsystems} />
        <Layout.Content className="console__bare">{children}</Layout.Content>
      </Layout>
    </TagsProvider>
  );
}
