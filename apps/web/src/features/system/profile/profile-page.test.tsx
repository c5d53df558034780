import { userApi } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fill, formErrors, mockApi, renderScreen } from '../../../test/render-screen';
import ProfilePage from './profile-page';
const UNBOUND = { bound: false, wxNickname: '', bindTime: null, ticketState: null };
const QR = { ticket: 't1', qrcode: 'data:image/png;base64,AAAA', expireTime: '2025-01-02 09:05:00' };

describe('个人中心', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('refuses a confirmation that does not match, then changes the password', async () => {
    const api = mockApi().on(userApi.queryBindStatus, UNBOUND).on(userApi.changePassword, null, '密码修改成功');
    const { container } = renderScreen(<ProfilePage />);
    const form = container.querySelector<HTMLElement>('form#change-password')!;
    fill(form, '原密码', 'Old12345');
    fill(form, '新密码', 'short');
    fill(form, '确认密码', 'Other999x');
    await userEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
    expect(await formErrors(form)).toEqual(['新密码须为8-32位，且同时包含字母和数字', '两次输入的密码不一致']);
    expect(api.sent(userApi.changePassword)).toHaveLength(0);

    fill(form, '新密码', 'NewPass123');
    fill(form, '确认密码', 'NewPass123');
    await userEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('密码修改成功')).toBeInTheDocument();
    expect(api.sent(userApi.changePassword)).toEqual([{ oldPassword: 'Old12345', newPassword: 'NewPass123' }]);
  });

  it('shows the QR code and polls the ticket until it is bound', async () => {
    let polls = 0;
    const api = mockApi()
      .on(userApi.bindAccountQrcord, QR)
      .on(userApi.queryBindStatus, ({ query }) => {
        if (!query.ticket) return polls >= 2 ? { bound: true, wxNickname: '小王', bindTime: '2025-01-02 09:01:00', ticketState: null } : UNBOUND;
        polls += 1;
        return { ...UNBOUND, ticketState: polls >= 2 ? ('bound' as const) : ('pending' as const) };
      });
    renderScreen(<ProfilePage />);
    expect(await screen.findByText('未绑定')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '扫码绑定微信' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByAltText('微信绑定二维码')).toHaveAttribute('src', QR.qrcode);
    // First answer pending, the next (2 s later) bound: the dialog closes and the card says so.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 6000 });
    expect(await screen.findByText('已绑定')).toBeInTheDocument();
    expect(screen.getByText('小王')).toBeInTheDocument();
    expect(api.sent(userApi.queryBindStatus).filter((q) => (q as { ticket?: string }).ticket === 't1').length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's message when WeChat is not configured", async () => {
    mockApi()
      .on(userApi.queryBindStatus, UNBOUND)
      .on(userApi.bindAccountQrcord, { fail: { code: 503, msg: '未配置微信公众号参数 WECHAT_APPID/WECHAT_SECRET，无法绑定微信' } });
    renderScreen(<ProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: '扫码绑定微信' }));
    expect(await screen.findByText('未配置微信公众号参数 WECHAT_APPID/WECHAT_SECRET，无法绑定微信')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('unbinds after confirmation', async () => {
    let bound = true;
    const api = mockApi()
      .on(userApi.queryBindStatus, () => (bound ? { bound: true, wxNickname: '小王', bindTime: '2025-01-02 09:01:00', ticketState: null } : UNBOUND))
      .on(userApi.unBindWX, () => {
        bound = false;
        return null;
      }, '解绑成功');
    renderScreen(<ProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: '解除绑定' }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('未绑定')).toBeInTheDocument();
    expect(api.sent(userApi.unBindWX)).toHaveLength(1);
  });
});
