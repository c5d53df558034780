import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { authApi, LOGIN_LOCKOUT_HINT, LOGIN_REFUSED_MSG } from '@hrbd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SlideVerify } from '../../components/slide-verify';
import { ApiError, callApi } from '../../lib/api';
import { saveSession } from '../../lib/session';
import { safeRedirect } from '../auth/redirect';
import { useDocumentTitle } from '../document-title';
import type { SignedInState } from '../layout/console-layout';
import { LogoMark, PLATFORM_TITLE } from '../layout/logo';
import './login-page.css';

interface LoginValues {
  userName: string;
  password: string;
  ticket?: string;
}

/** `/#/login?redirect=…`: name, password and the slide check; back to `redirect` once signed in. */
export function LoginPage() {
  const [form] = Form.useForm<LoginValues>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  useDocumentTitle('登录');

  const onFinish = async (values: LoginValues) => {
    setSubmitting(true);
    setError(undefined);
    try {
      const data = await callApi(authApi.login, {
        body: { userName: values.userName.trim(), password: values.password, ticket: values.ticket },
      });
      saveSession(data.token, data.userName);
      // Answers cached for an earlier user must not show through to this one.
      queryClient.clear();
      // Without a redirect, `/` leads to the first sub-system the user holds, at its home.
      const state: SignedInState = { signedIn: true };
      navigate(safeRedirect(params.get('redirect')), { replace: true, state });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : '登录失败，请稍后重试');
      // The ticket is good for one attempt only; clearing it makes the slider ask again.
      form.setFieldValue('ticket', undefined);
      setSubmitting(false);
    }
  };

  return (
    <div className="login-page">
      <div className="login-page__brand">
        <LogoMark size={56} />
        <h1 className="login-page__title">{PLATFORM_TITLE}</h1>
      </div>
      <div className="login-page__card">
        <h2 className="login-page__heading">账号登录</h2>
        <Form<LoginValues> form={form} size="large" onFinish={onFinish} onValuesChange={() => setError(undefined)} autoComplete="on">
          <Form.Item name="userName" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
            <Input prefix={<UserOutlined />} placeholder="请输入用户名" autoComplete="username" aria-label="用户名" maxLength={32} />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" aria-label="密码" maxLength={64} />
          </Form.Item>
          <Form.Item name="ticket" rules={[{ required: true, message: '请完成滑块验证' }]}>
            <SlideVerify />
          </Form.Item>
          {error && (
            <Alert
              className="login-page__error"
              type="error"
              showIcon
              title={error}
              description={error === LOGIN_REFUSED_MSG ? LOGIN_LOCKOUT_HINT : undefined}
            />
          )}
          <Button type="primary" htmlType="submit" block loading={submitting}>
            登录
          </Button>
        </Form>
      </div>
      <p className="login-page__footer">建议使用最新版 Chrome、Edge 或 Firefox 浏览器访问</p>
    </div>
  );
}
