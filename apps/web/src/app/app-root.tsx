import { HashRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { SCREENS } from './screens';

/**
 * The console. antd (theme, locale, App), the query cache and the screens' providers load with
 * the pages that need them (`antd-root.tsx`, `session-routes.tsx`), after the login page.
 */
export function AppRoot() {
  return (
    <HashRouter>
      <AppRoutes screens={SCREENS} />
    </HashRouter>
  );
}
