import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { AntdRoot } from './antd-root';
import { RequireSession } from './auth/require-session';
import { UnauthorizedRedirect } from './auth/unauthorized-redirect';
import { createQueryClient } from '../lib/query-client';
import { ScreensProvider } from '../lib/navigation/use-navigation';
import type { Screen } from '../lib/screen';

/**
 * Everything behind a session, loaded only once the user is past the login page
 * (`app-routes.tsx`), so the login page does not wait for the console (issue 9 §4).
 */
export { ConsoleLayout, HeaderOnlyLayout } from './layout/console-layout';
export { PortalHome } from './portal/portal-home';
export { PortalLayout } from './portal/portal-layout';

/**
 * The session's providers around `RequireSession`: antd (`AntdRoot`), the query cache, the screens,
 * and the 401 handling. The query cache lives while the user stays signed in: leaving for the login
 * page drops it, so the next user never sees this one's answers.
 */
export function SessionGate({ screens }: { screens: readonly Screen[] }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AntdRoot>
      <QueryClientProvider client={queryClient}>
        <ScreensProvider screens={screens}>
          <UnauthorizedRedirect />
          <RequireSession />
        </ScreensProvider>
      </QueryClientProvider>
    </AntdRoot>
  );
}
