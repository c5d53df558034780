import {
  hotEventApi,
  hotEventValueApi,
  perm,
  regionApi,
  type HotEventDetail,
  type HotEventRecord,
  type HotEventValueRecord,
} from '@hrbd/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, formErrors, mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import HotEventPage from './hot-event-page';
const ALL = [perm.recruit.hotEvent.list, perm.recruit.hotEvent.add, perm.recruit.hotEvent.edit, perm.recruit.hotEvent.handle, perm.recruit.hotEvent.export];

const EVENT: HotEventRecord = {
  eventCode: 'e1',
  eventTitle: '新郑市华豫食品有限公司规模性减员帮扶',
  eventType: 1,
  regionCode: '410184',
  regionName: '河南省郑州市新郑市',
  beginTime: '2025-05-01 09:00:00',
  endTime: '2099-07-31 23:59:59',
  enabled: 1,
  phase: 1,
  valueCount: 3,
  pendingCount: 2,
  creatorName: '系统管理员',
  createTime: '2025-04-28 10:00:00',
  updateTime: '2025-04-28 10:00:00',
};

const DETAIL: HotEventDetail = {
  ...EVENT,
  description: '<p>企业拟分批减员约 260 人。</p>',
  updaterName: '系统管理员',
  firstSubmitTime: '2025-05-02 10:00:00',
  lastSubmitTime: '2025-06-01 16:00:00',
};

function item(overrides: Partial<HotEventValueRecord>): HotEventValueRecord {
  return {
    valueCode: 'v1',
    eventCode: 'e1',
    eventTitle: EVENT.eventTitle,
    submitterType: 1,
    submitterName: '王芳',
    phone: '138****5678',
    countyCode: '410184',
    regionName: '河南省郑州市新郑市',
    channel: 1,
    content: '被通知解除劳动合同，想了解失业保险金申领',
    submitTime: '2025-06-01 16:00:00',
    handleState: 0,
    handlerName: '',
    handleTime: null,
    handleNote: '',
    ...overrides,
  };
}

/** A small server: one event, its items, and handling that really moves an item between the tabs. */
function eventServer() {
  const items = [
    item({ valueCode: 'v1', submitterName: '王芳' }),
    item({ valueCode: 'v2', submitterName: '刘洋', content: '希望推荐叉车司机岗位', submitTime: '2025-05-20 11:00:00' }),
    item({ valueCode: 'v3', submitterName: '陈静', handleState: 1, handlerName: '李娜', handleTime: '2025-05-03 09:00:00', handleNote: '已电话联系' }),
  ];
  const api = mockApi()
    .on(regionApi.selectAllProvince, [])
    .on(hotEventApi.page, pageOfRows([EVENT]))
    .on(hotEventApi.info, DETAIL)
    .on(hotEventValueApi.page, ({ body }) => {
      const { handleState } = body as { handleState?: number };
      const rows = items.filter((i) => handleState === undefined || i.handleState === handleState);
      return {
        ...pageOfRows(rows),
        stateCounts: [0, 1].map((state) => ({ handleState: state, label: state === 0 ? '待处理' : '已处理', count: items.filter((i) => i.handleState === state).length })),
      };
    })
    .on(hotEventValueApi.handle, ({ query }) => {
      const target = items.find((i) => i.valueCode === query.valueCode);
      if (!target || target.handleState === 1) return { fail: { code: 409, msg: '事件数据当前为“已处理”状态，不能处理' } };
      Object.assign(target, { handleState: 1, handlerName: '系统管理员', handleTime: '2025-06-18 15:30:00', handleNote: query.handleNote });
      return { valueCode: target.valueCode, handleState: 1, handlerName: '系统管理员', handleTime: '2025-06-18 15:30:00' };
    });
  return { api, items };
}

async function openEvent() {
  await userEvent.click(await screen.findByText(EVENT.eventTitle));
  return (await screen.findByText('事件信息')).closest('.ant-drawer') as HTMLElement;
}

const rowOf = (container: HTMLElement, name: string) => within(container).getByText(name).closest('tr') as HTMLElement;

describe('热点事件', { timeout: 120_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists events with what waits under each, and opens one on its data, 待处理 first with both tabs counted', async () => {
    const { api } = eventServer();
    renderScreen(<HotEventPage />, { permissions: ALL });
    const row = (await screen.findByText(EVENT.eventTitle)).closest('tr') as HTMLElement;
    expect(within(row).getByText('规模性裁员')).toBeInTheDocument();
    expect(within(row).getByText('进行中')).toBeInTheDocument();
    expect(within(row).getByText('待处理 2')).toBeInTheDocument();

    const drawer = await openEvent();
    expect(within(drawer).getByText('企业拟分批减员约 260 人。')).toBeInTheDocument();
    expect(await within(drawer).findByRole('tab', { name: '待处理（2）' })).toBeInTheDocument();
    expect(within(drawer).getByRole('tab', { name: '已处理（1）' })).toBeInTheDocument();
    expect(within(drawer).getByRole('tab', { name: '全部（3）' })).toBeInTheDocument();
    expect(within(drawer).getByText('王芳')).toBeInTheDocument();
    expect(within(drawer).queryByText('陈静')).not.toBeInTheDocument();
    expect(api.sent(hotEventValueApi.page)[0]).toMatchObject({ eventCode: 'e1', handleState: 0, pageNum: 1 });

    await userEvent.click(within(drawer).getByRole('tab', { name: '已处理（1）' }));
    expect(await within(drawer).findByText('陈静')).toBeInTheDocument();
    expect(within(rowOf(drawer, '陈静')).getByText('已电话联系')).toBeInTheDocument();
    expect(within(rowOf(drawer, '陈静')).queryByRole('button', { name: /处\s*理/ })).not.toBeInTheDocument();
  });

  it('handles an item with a note: the tabs move, and a second operator’s late handle shows the server refusal', async () => {
    const { api, items } = eventServer();
    renderScreen(<HotEventPage />, { permissions: ALL });
    const drawer = await openEvent();
    await within(drawer).findByRole('tab', { name: '待处理（2）' });

    await userEvent.click(within(rowOf(drawer, '王芳')).getByRole('button', { name: /处\s*理/ }));
    const dialog = (await screen.findByText('处理事件数据')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('被通知解除劳动合同，想了解失业保险金申领')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await formErrors(dialog)).toEqual(['请输入处理说明']);
    fill(dialog, '处理说明', '已电话联系，告知失业保险金申领流程');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    expect(api.sent(hotEventValueApi.handle)).toEqual([{ valueCode: 'v1', handleNote: '已电话联系，告知失业保险金申领流程' }]);
    expect(await within(drawer).findByRole('tab', { name: '待处理（1）' })).toBeInTheDocument();
    expect(within(drawer).getByRole('tab', { name: '已处理（2）' })).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).queryByText('王芳')).not.toBeInTheDocument());

    // Someone else handles 刘洋's item while this operator's dialog is open.
    await userEvent.click(within(rowOf(drawer, '刘洋')).getByRole('button', { name: /处\s*理/ }));
    const second = (await screen.findByText('处理事件数据')).closest('.ant-modal') as HTMLElement;
    Object.assign(items[1], { handleState: 1, handlerName: '李娜', handleTime: '2025-06-18 15:31:00', handleNote: '已推荐岗位' });
    fill(second, '处理说明', '已推荐岗位');
    await userEvent.click(within(second).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('事件数据当前为“已处理”状态，不能处理')).toBeInTheDocument();
    // The list reloads to show it handled.
    expect(await within(drawer).findByRole('tab', { name: '待处理（0）' })).toBeInTheDocument();
  });

  it('exports what the tab and filters show, telling how much has arrived; a refused export shows the server message', async () => {
    const { api } = eventServer();
    const mocked = globalThis.fetch;
    const exported: unknown[] = [];
    let refuse = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (!url.startsWith(hotEventValueApi.exportHotEventsValues.path)) return mocked(url, init);
        exported.push(JSON.parse(String(init.body)));
        if (refuse) {
          return new Response(JSON.stringify({ code: 400, msg: '提交结束时间不能早于提交开始时间', data: null }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          });
        }
        const bytes = new Uint8Array(3000).fill(80);
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(bytes.slice(0, 1000));
            controller.enqueue(bytes.slice(1000));
            controller.close();
          },
        });
        return new Response(stream, {
          status: 200,
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename="hot-event-values-20250618153000.xlsx"; filename*=UTF-8''${encodeURIComponent('热点事件数据_20250618153000.xlsx')}`,
          },
        });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    renderScreen(<HotEventPage />, { permissions: ALL });
    const drawer = await openEvent();
    await within(drawer).findByRole('tab', { name: '待处理（2）' });
    fireEvent.change(within(drawer).getByPlaceholderText('姓名/企业名称或内容'), { target: { value: '叉车' } });
    await userEvent.click(within(drawer).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(api.sent(hotEventValueApi.page).at(-1)).toMatchObject({ keyword: '叉车' }));

    await userEvent.click(within(drawer).getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText('下载完成：热点事件数据_20250618153000.xlsx')).toBeInTheDocument();
    expect(exported).toEqual([expect.objectContaining({ eventCode: 'e1', handleState: 0, keyword: '叉车' })]);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.size).toBe(3000);
    expect(clicked).toHaveBeenCalled();

    refuse = true;
    await userEvent.click(within(drawer).getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText('提交结束时间不能早于提交开始时间')).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    clicked.mockRestore();
  });

  it('offers 新增, 编辑, 处理 and 导出 only to those who hold them', async () => {
    eventServer();
    renderScreen(<HotEventPage />, { permissions: [perm.recruit.hotEvent.list] });
    const row = (await screen.findByText(EVENT.eventTitle)).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: /编\s*辑/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).not.toBeInTheDocument();
    const drawer = await openEvent();
    await within(drawer).findByText('王芳');
    expect(within(rowOf(drawer, '王芳')).queryByRole('button', { name: /处\s*理/ })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /导\s*出/ })).not.toBeInTheDocument();
  });

  // Skipped at the end of a session: after the input-rules merge its empty-form messages no longer match (waitFor times out even at low load); fix first next session (see the issue note).
  it('asks for every field of a new event, and tells an editor when the collected data came in', async () => {
    eventServer();
    renderScreen(<HotEventPage />, { permissions: ALL });
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    const dialog = (await screen.findByText('新增事件')).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const expected = ['请输入事件标题', '请选择事件类别', '请选择所属区域', '请选择开始时间和结束时间', '请输入事件描述'];
    await waitFor(async () => expect(await formErrors(dialog)).toEqual(expected));
    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));

    const row = (await screen.findByText(EVENT.eventTitle)).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const editing = (await screen.findByText('编辑事件')).closest('.ant-modal') as HTMLElement;
    expect(within(editing).getByDisplayValue(EVENT.eventTitle)).toBeInTheDocument();
    expect(within(editing).getByText('已收集的数据提交于 2025-05-02 10:00:00 至 2025-06-01 16:00:00，事件时间须包含这段时间')).toBeInTheDocument();
  });
});
