import { Route, Routes } from 'react-router';
import { RequireSession } from './auth/require-session';
import { UnauthorizedRedirect } from './auth/unauthorized-redirect';
import { ErrorPage } from './errors/error-page';
import { ConsoleLayout, HeaderOnlyLayout } from './layout/console-layout';
import { LoginPage } from './login/login-page';
import { PORTAL_PATH } from '../lib/navigation/navigation-model';
import { ScreensProvider } from '../lib/navigation/use-navigation';
import { PortalHome } from './portal/portal-home';
import { PortalLayout } from './portal/portal-layout';
import type { Screen } from '../lib/screen';

/**
 * The console's routes. Every screen is served by the layout's splat route,
 * which keeps the pages of open tags mounted (cached views). The 403 and 404
 * pages need a session too: they keep the header with the user menu.
 */
export function AppRoutes({ screens }: { screens: readonly Screen[] }) {
  return (
    <ScreensProvider screens={screens}>
      <UnauthorizedRedirect />
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route element={<RequireSession />}>
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
          <Route path="*" element={<ConsoleLayout />} />
        </Route>
      </Routes>
    </ScreensProvider>
  );
}
