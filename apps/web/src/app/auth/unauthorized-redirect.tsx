import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../../lib/api';
import { clearSession } from '../../lib/session';
import { loginPathFor } from './redirect';

/** Any 401 ends the session here and sends the user to sign in again, then back where they were. */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const route = location.pathname + location.search;
    setUnauthorizedHandler(() => {
      clearSession();
      if (location.pathname !== '/login') navigate(loginPathFor(route), { replace: true });
    });
  }, [location, navigate]);
  useEffect(() => () => setUnauthorizedHandler(() => undefined), []);
  return null;
}
