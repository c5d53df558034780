import { jobLabelApi } from '@hrbd/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MSG, REQUEST_TIMEOUT_MS } from '../../lib/api';
import { useApiMutation } from '../../lib/query';
import { createQueryClient } from '../../lib/query-client';
import { fakeServer } from '../../test/fake-server';
import { renderWidget } from '../../test/render-widget';
import { contractCount, contractRules } from './contract-rules';
import { ModalForm } from './modal-form';

const body = jobLabelApi.saveJobLabel.body;

/** A dialog as the screens build them: one contract field, saved through a mutation. */
function LabelDialog() {
  const [open, setOpen] = useState(true);
  const save = useApiMutation(jobLabelApi.saveJobLabel);
  return (
    <>
      <output data-testid="state">{open ? '打开' : '已关闭'}</output>
      <ModalForm<{ labelName: string }>
        title="新增标签"
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={(values) => save.mutateAsync({ body: { ...values, labelHot: 0 } })}
      >
        <Form.Item name="labelName" label="标签名称" rules={contractRules(body, 'labelName', { required: '请输入标签名称' })}>
          <Input placeholder="如：五险一金" count={contractCount(body, 'labelName')} />
        </Form.Item>
      </ModalForm>
    </>
  );
}

/** The dialog under the console's own query client (its retry and offline rules). */
const renderDialog = () => renderWidget(<LabelDialog />, { client: createQueryClient() });

const input = () => screen.getByPlaceholderText<HTMLInputElement>('如：五险一金');

function typeAndSave(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
}

describe('modal form', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    // The query library keeps the browser's online state for the whole page; the next test starts online.
    window.dispatchEvent(new Event('online'));
  });

  it('says 网络异常 at once when the network refuses the call, and keeps the dialog open with what was typed', async () => {
    const server = fakeServer().on(jobLabelApi.saveJobLabel, { network: 'down' });
    renderDialog();
    typeAndSave('五险一金');
    expect(await screen.findByText(NETWORK_ERROR_MSG)).toBeInTheDocument();
    expect(server.sent(jobLabelApi.saveJobLabel)).toHaveLength(1);
    expect(screen.getByTestId('state')).toHaveTextContent('打开');
    expect(input()).toHaveValue('五险一金');
    // The spinner stops: 确定 can be pressed again.
    await waitFor(() => expect(screen.getByRole('button', { name: /确\s*定/ })).not.toHaveClass('ant-btn-loading'));
  });

  it('gives up on a call the network never answers after the request timeout, with the same message', async () => {
    const server = fakeServer().on(jobLabelApi.saveJobLabel, { network: 'silent' });
    renderDialog();
    // Only setTimeout is faked: the request's deadline waits for the test, while waitFor keeps polling.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    typeAndSave('五险一金');
    // vi.waitFor moves the faked clock by its polling interval only: far from the deadline.
    await vi.waitFor(() => expect(server.sent(jobLabelApi.saveJobLabel)).toHaveLength(1));
    expect(screen.queryByText(NETWORK_ERROR_MSG)).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(REQUEST_TIMEOUT_MS);
      // antd's own timers set meanwhile run too: left on the faked clock, they would never fire.
      vi.runOnlyPendingTimers();
    });
    vi.useRealTimers();
    expect(await screen.findByText(NETWORK_ERROR_MSG)).toBeInTheDocument();
    expect(screen.getByTestId('state')).toHaveTextContent('打开');
    expect(input()).toHaveValue('五险一金');
  });

  it('says 网络异常 at once when 保存 is pressed while the browser is offline, without holding the call', async () => {
    fakeServer().on(jobLabelApi.saveJobLabel, { data: null });
    renderDialog();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    typeAndSave('五险一金');
    expect(await screen.findByText(NETWORK_ERROR_MSG)).toBeInTheDocument();
    expect(screen.getByTestId('state')).toHaveTextContent('打开');
    expect(input()).toHaveValue('五险一金');
  });

  it('ends a call in flight when the browser goes offline', async () => {
    fakeServer().on(jobLabelApi.saveJobLabel, { network: 'silent' });
    renderDialog();
    typeAndSave('五险一金');
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText(NETWORK_ERROR_MSG)).toBeInTheDocument();
    expect(input()).toHaveValue('五险一金');
  });

  it('counts a text against the contract maximum and refuses one past it instead of cutting it', async () => {
    const server = fakeServer().on(jobLabelApi.saveJobLabel, { data: null });
    renderDialog();
    const pasted = '国家级高新技术企业员工专项住房补贴及子女入学保障计划';
    expect(pasted.length).toBeGreaterThan(20);
    typeAndSave(pasted);
    // Kept whole, counted, flagged and refused with the server's own sentence; nothing is sent.
    expect(await screen.findByText('标签名称长度不能超过20个字符')).toBeInTheDocument();
    expect(input()).toHaveValue(pasted);
    expect(screen.getByText(`${pasted.length} / 20`)).toBeInTheDocument();
    expect(server.sent(jobLabelApi.saveJobLabel)).toHaveLength(0);
    // Shortened to the limit, it is saved as typed.
    fireEvent.change(input(), { target: { value: pasted.slice(0, 20) } });
    await waitFor(() => expect(screen.queryByText('标签名称长度不能超过20个字符')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.sent(jobLabelApi.saveJobLabel)).toEqual([{ labelName: pasted.slice(0, 20), labelHot: 0 }]));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('已关闭'));
  });
});
