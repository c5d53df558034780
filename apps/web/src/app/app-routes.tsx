import { Route, Routes } from 'react-router';
import { RequireSession } from './auth/require-session';
import { UnauthorizedRedirect } from './auth/unauthorized-redirect';
import { ErrorPage } from './errors/error-page';
import { ConsoleLayout } from './layout/console-layout';
import { LoginPage } from './login/login-page';
import { ScreensProvider } from '../lib/navigation/use-navigation';
import { PortalHome } from './portal/portal-home';
import { PortalLayout } from './portal/portal-layout';
import type { Screen } from '../lib/screen';

/**
 * The console's routes. Every screen is served by the layout's splat route,
 * which keeps the pages of open tags mounted (cached views).
 */
export function AppRoutes({ screens }: { screens: readonly Screen[] }) {
  return (
    <ScreensProvider screens={screens}>
      <UnauthorizedRedirect />
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/403" element={<ErrorPage status={403} />} />
        <Route path="/404" element={<ErrorPage status={404} />} />
        <Route element={<RequireSession />}>
          <Route path="/platformList" element={<PortalLayout />}>
            <Route index element={<PortalHome />} />
          </Route>
          <Route path="*" element={<ConsoleLayout />} />
        </Route>
      </Routes>
    </ScreensProvider>
  );
}
