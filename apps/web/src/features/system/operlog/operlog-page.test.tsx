import { auditLogApi } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import type { OperationLogRow } from './columns';
import OperationLogPage from './operlog-page';

const FAILED: OperationLogRow = {
  id: 7,
  userName: 'zhangsan',
  realName: '张三',
  method: 'POST',
  path: '/pclogin/user/update',
  summary: '修改用户',
  targetCode: 'u-42',
  result: 0,
  httpStatus: 409,
  errorMsg: '手机号已被其他用户使用，请更换手机号后重试（13800000000）',
  ip: '10.0.0.8',
  durationMs: 12,
  createTime: '2025-01-02 09:00:00',
};

describe('操作日志', { timeout: 60_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('opens an operation in full in a printable 详情 drawer', async () => {
    mockApi().on(auditLogApi.operLogPage, pageOfRows([FAILED]));
    renderScreen(<OperationLogPage />);
    await userEvent.click(await screen.findByRole('button', { name: /详\s*情/ }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('操作日志详情')).toBeInTheDocument();
    const shown = Object.fromEntries(
      [...drawer.querySelectorAll('.ant-descriptions-item-label')].map((label) => [label.textContent, label.nextElementSibling?.textContent]),
    );
    expect(shown).toEqual({
      操作人: 'zhangsan',
      姓名: '张三',
      操作内容: '修改用户',
      结果: '失败',
      请求方式: 'POST',
      状态码: '409',
      接口地址: '/pclogin/user/update',
      目标编号: 'u-42',
      错误信息: '手机号已被其他用户使用，请更换手机号后重试（13800000000）',
      IP: '10.0.0.8',
      '耗时(ms)': '12',
      操作时间: '2025-01-02 09:00:00',
    });

    let printed = '';
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed = document.querySelector('.print-root')?.textContent ?? '';
    });
    await userEvent.click(within(drawer).getByRole('button', { name: /打\s*印/ }));
    expect(printed).toMatch(/^操作日志详情操作人zhangsan姓名张三/);
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(document.querySelector('.print-root')).toBeNull());
  });
});
