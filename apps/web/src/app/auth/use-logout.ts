import { authApi } from '@hrbd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { callApi } from '../../lib/api';
import { clearSession } from '../../lib/session';
import { clearVisitedTags } from '../layout/tags-view/tags-model';
import { loginPathFor } from './redirect';

/**
 * Signs out (spec §1): revokes the token on the server, removes both cookies
 * even when that call fails, and returns to the login page with a redirect
 * back to the current route.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const route = location.pathname + location.search;
    try {
      await callApi(authApi.logout);
    } catch {
      // The token may already be gone or the network down; this browser forgets it either way.
    }
    clearSession();
    clearVisitedTags();
    navigate(loginPathFor(route), { replace: true });
    // The next user must not see this user's cached answers.
    queryClient.clear();
  }, [location.pathname, location.search, navigate, queryClient]);
}
