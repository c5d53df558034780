import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../../lib/api';
import { clearSession } from '../../lib/session';
import { hasUnsavedChanges } from '../../lib/unsaved-changes';
import { loginPathFor } from './redirect';

export const SESSION_EXPIRED_MSG = '登录状态已过期，请重新登录';

/**
 * Any 401 ends the session here: the user is told once (a page's several
 * calls all meet the 401), and signs in again on the login page, which brings
 * them back to the route they were on. Typed input that has not been saved is
 * not dropped without asking: they may stay and copy it first.
 */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const { message, modal } = App.useApp();
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
      navigate(loginPathFor(route.current), { replace: true });
    };
    setUnauthorizedHandler(() => {
      if (state.current !== 'idle' || route.current.startsWith('/login')) return;
      if (!hasUnsavedChanges()) {
        void message.warning({ content: SESSION_EXPIRED_MSG, key: SESSION_EXPIRED_MSG });
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
  }, [navigate, message, modal]);
  return null;
}
