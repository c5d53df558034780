import { Button } from 'antd';
import { Result } from '../errors/lazy-result';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { getToken } from '../../lib/session';
import { useApiQuery } from '../../lib/query';
import { CurrentUserProvider, currentUserEndpoint } from '../../lib/current-user';
import { PageLoading } from '../page-loading';
import { loginPathFor } from './redirect';

/**
 * Routes inside need a session: without a token the user signs in first;
 * with one, the user's roles, permissions and menus load before anything renders.
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const token = getToken();
  const info = useApiQuery(currentUserEndpoint, {}, { enabled: Boolean(token) });

  if (!token) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  // A 401 is already on its way to the login page; keep the spinner until it gets there.
  if (info.isPending || info.error?.code === 401) return <PageLoading />;
  if (info.isError) {
    return (
      <Result
        status="error"
        title="加载用户信息失败"
        subTitle={info.error.message}
        extra={
          <Button type="primary" onClick={() => void info.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  return <CurrentUserProvider info={info.data}>{children ?? <Outlet />}</CurrentUserProvider>;
}
