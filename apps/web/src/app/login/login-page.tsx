import { CloseCircleFilled, ExclamationCircleFilled, EyeInvisibleOutlined, EyeOutlined, LoadingOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { LOGIN_LOCKOUT_HINT, LOGIN_REFUSED_MSG } from '@hrbd/contract';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SlideVerify } from '../../components/slide-verify';
import { ApiError, callApi } from '../../lib/api';
import { saveSession } from '../../lib/session';
import { isSessionExpired, safeRedirect, SESSION_EXPIRED_MSG } from '../auth/redirect';
import { useDocumentTitle } from '../document-title';
import type { SignedInState } from '../layout/console-layout';
import { loadSessionRoutes } from '../session-loader';
import { LogoMark, PLATFORM_TITLE } from '../layout/logo';
import { THEME } from '../theme';
import './login-page.css';

interface LoginValues {
  userName: string;
  password: string;
  ticket?: string;
}
type Field = keyof LoginValues;

const REQUIRED: Record<Field, string> = { userName: '请输入用户名', password: '请输入密码', ticket: '请完成滑块验证' };

function problemOf(field: Field, values: LoginValues): string | undefined {
  return (values[field] ?? '').trim() ? undefined : REQUIRED[field];
}

/**
 * `/#/login?redirect=…`: name, password and the slide check; back to `redirect` once signed in.
 * Drawn with plain form controls styled like the console's (login-page.css), not antd: antd,
 * zod and the contract's schemas load after sign-in, which keeps this route small (issue 9 §4).
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Sent here by a lapsed session (auth/unauthorized-redirect.tsx): said until the next attempt's answer.
  const sessionExpired = isSessionExpired(useLocation().state);
  const [values, setValues] = useState<LoginValues>({ userName: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  useDocumentTitle('登录');
  useEffect(preloadConsole, []);

  // As a form library would: a field is checked whenever it changes, all of them on submit.
  const change = (field: Field, value: string | undefined) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setProblems((current) => ({ ...current, [field]: problemOf(field, next) }));
    setError(undefined);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { userName: problemOf('userName', values), password: problemOf('password', values), ticket: problemOf('ticket', values) };
    setProblems(found);
    if (found.userName || found.password || found.ticket) return;
    setSubmitting(true);
    setError(undefined);
    try {
      const { authApi } = await import('../../lib/sign-in-api');
      const data = await callApi(authApi.login, {
        body: { userName: values.userName.trim(), password: values.password, ticket: values.ticket },
      });
      // Answers cached for an earlier user cannot show through: the query cache lives behind the session (session-routes.tsx).
      saveSession(data.token, data.userName);
      // Without a redirect, `/` leads to the first sub-system the user holds, at its home.
      const state: SignedInState = { signedIn: true };
      navigate(safeRedirect(params.get('redirect')), { replace: true, state });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : '登录失败，请稍后重试');
      // The ticket is good for one attempt only; clearing it makes the slider ask again.
      setValues((current) => ({ ...current, ticket: undefined }));
      setSubmitting(false);
    }
  };

  return (
    <div className="login-page" style={{ ['--login-primary' as string]: THEME.token?.colorPrimary }}>
      <div className="login-page__brand">
        <LogoMark size={56} />
        <h1 className="login-page__title">{PLATFORM_TITLE}</h1>
      </div>
      <div className="login-page__card">
        <h2 className="login-page__heading">账号登录</h2>
        {sessionExpired && !error && (
          <div className="login-alert login-alert--warning" role="status">
            <ExclamationCircleFilled className="login-alert__icon" />
            <div className="login-alert__title">{SESSION_EXPIRED_MSG}</div>
          </div>
        )}
        <form className="login-form" onSubmit={(event) => void onSubmit(event)} autoComplete="on" noValidate>
          <LoginField problem={problems.userName}>
            {(problemId) => (
              <span className={`login-input${problems.userName ? ' login-input--error' : ''}`}>
                <UserOutlined className="login-input__prefix" />
                <input
                  value={values.userName}
                  onChange={(event) => change('userName', event.target.value)}
                  placeholder="请输入用户名"
                  autoComplete="username"
                  aria-label="用户名"
                  aria-invalid={Boolean(problems.userName)}
                  aria-describedby={problemId}
                  maxLength={32}
                />
              </span>
            )}
          </LoginField>
          <LoginField problem={problems.password}>
            {(problemId) => (
              <span className={`login-input${problems.password ? ' login-input--error' : ''}`}>
                <LockOutlined className="login-input__prefix" />
                <input
                  type={showPassword ? 'text' : 'password'}
                  value={values.password}
                  onChange={(event) => change('password', event.target.value)}
                  placeholder="请输入密码"
                  autoComplete="current-password"
                  aria-label="密码"
                  aria-invalid={Boolean(problems.password)}
                  aria-describedby={problemId}
                  maxLength={64}
                />
                <button
                  type="button"
                  className="login-input__suffix"
                  onClick={() => setShowPassword(!showPassword)}
                  aria-label={showPassword ? '隐藏密码' : '显示密码'}
                >
                  {showPassword ? <EyeOutlined /> : <EyeInvisibleOutlined />}
                </button>
              </span>
            )}
          </LoginField>
          <LoginField problem={problems.ticket}>
            {() => <SlideVerify value={values.ticket} onChange={(ticket) => change('ticket', ticket)} />}
          </LoginField>
          {error && (
            <div className="login-alert" role="alert">
              <CloseCircleFilled className="login-alert__icon" />
              <div>
                <div className="login-alert__title">{error}</div>
                {error === LOGIN_REFUSED_MSG && <div className="login-alert__description">{LOGIN_LOCKOUT_HINT}</div>}
              </div>
            </div>
          )}
          <button type="submit" className="login-submit" disabled={submitting}>
            {submitting && <LoadingOutlined />}
            <span>登录</span>
          </button>
        </form>
      </div>
      <p className="login-page__footer">建议使用最新版 Chrome、Edge 或 Firefox 浏览器访问</p>
    </div>
  );
}

/** While the user types, the console (antd, the layout, the contract) loads in the background, once the page is drawn. */
function preloadConsole(): () => void {
  const load = () => void loadSessionRoutes().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(load, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(load, 200);
  return () => clearTimeout(timer);
}

/** One row of the form, with the message under it when the field is not filled in. */
function LoginField({ problem, children }: { problem?: string; children: (problemId: string | undefined) => ReactNode }) {
  const id = useId();
  return (
    <div className="login-form__item">
      {children(problem ? id : undefined)}
      {problem && (
        <div id={id} className="login-form__problem" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}
