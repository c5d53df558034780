import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoading } from './page-loading';
import { loadSessionRoutes as sessionRoutes } from './session-loader';
import { PORTAL_PATH } from '../lib/navigation/navigation-model';

/** The big screen's own route (the 数据大屏 menu's `newWindow`). */
const BIGSCREEN_PATH = '/bigscreen';
import type { Screen } from '../lib/screen';
import { lazyComponent } from '../lib/lazy-module';

// The login page (with its slide check) is a chunk of its own: a signed-in user's first load, the shell, does not fetch it.
const LoginPage = lazyComponent(() => import('./login/login-page').then((m) => ({ default: m.LoginPage })));
// One chunk for everything behind the session: its parts share one import, so the layout is
// already there when the user's info arrives (issue 9 §4: the login page loads nothing of it).
const SessionGate = lazyComponent(() => sessionRoutes().then((m) => ({ default: m.SessionGate })));
const ConsoleLayout = lazyComponent(() => sessionRoutes().then((m) => ({ default: m.ConsoleLayout })));
const HeaderOnlyLayout = lazyComponent(() => sessionRoutes().then((m) => ({ default: m.HeaderOnlyLayout })));
// 403 and 404 on their own: antd's Result brings its pictures (~10 KB gzip).
const ErrorPage = lazyComponent(() => import('./errors/error-page').then((m) => ({ default: m.ErrorPage })));
const PortalLayout = lazyComponent(() => sessionRoutes().then((m) => ({ default: m.PortalLayout })));
// 数据大屏: its own page outside the console layout, opened in a new browser tab by its menu.
const BigscreenPage = lazyComponent(() => import('../features/bigscreen/screen/bigscreen-page'));
const PortalHome = lazyComponent(() => sessionRoutes().then((m) => ({ default: m.PortalHome })));

/**
 * The console's routes. Every screen is served by the layout's splat route,
 * which keeps the pages of open tags mounted (cached views). The 403 and 404
 * pages need a session too: they keep the header with the user menu.
 */
export function AppRoutes({ screens }: { screens: readonly Screen[] }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route element={<SessionGate screens={screens} />}>
          {([403, 404] as const).map((status) => (
            <Route
              key={status}
              path={`/${status}`}
              element={
                <HeaderOnlyLayout>
                  <ErrorPage status={status} />
                </HeaderOnlyLayout>
              }
            />
          ))}
          <Route path={PORTAL_PATH} element={<PortalLayout />}>
            <Route index element={<PortalHome />} />
          </Route>
          <Route path={BIGSCREEN_PATH} element={<BigscreenPage />} />
          <Route path="*" element={<ConsoleLayout />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
