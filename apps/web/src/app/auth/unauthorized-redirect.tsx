import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../../lib/api';
import { clearSession } from '../../lib/session';
import { hasUnsavedChanges } from '../../lib/unsaved-changes';
import { loginPathFor, SESSION_EXPIRED_MSG, type LoginState } from './redirect';

export { SESSION_EXPIRED_MSG };

/**
 * Any 401 ends the session here: the user is told once, by the login page (a
 * page's several calls all meet the 401), and signs in again there, which brings
 * them back to the route they were on. Typed input that has not been saved is
 * not dropped without asking: they may stay and copy it first.
 */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const { modal } = App.useApp();
  // idle: the next 401 is news; asking: the question is open; leaving: on the way to the login page.
  const state = useRef<'idle' | 'asking' | 'leaving'>('idle');
  const route = useRef('');
  const here = location.pathname + location.search;

  useEffect(() => {
    route.current = here;
    if (here.startsWith('/login')) state.current = 'idle';
  }, [here]);

  useEffect(() => {
    const toLogin = () => {
      state.current = 'leaving';
      clearSession();
      // The login page says the session lapsed: this component and antd's messages leave with the console.
      const expired: LoginState = { sessionExpired: true };
      navigate(loginPathFor(route.current), { replace: true, state: expired });
    };
    setUnauthorizedHandler(() => {
      if (state.current !== 'idle' || route.current.startsWith('/login')) return;
      if (!hasUnsavedChanges()) {
        toLogin();
        return;
      }
      state.current = 'asking';
      modal.confirm({
        title: SESSION_EXPIRED_MSG,
        content: '当前页面有尚未保存的内容，重新登录后需要重新填写。如需保留，请先留在本页复制内容。',
        okText: '重新登录',
        cancelText: '留在本页',
        onOk: toLogin,
        // Staying keeps the (lapsed) token; the next call that meets 401 asks again.
        onCancel: () => {
          state.current = 'idle';
        },
      });
    });
    return () => setUnauthorizedHandler(() => undefined);
  }, [navigate, modal]);
  return null;
}
