import { tenantApi } from '@hrbd/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { renderWidget } from '../../test/render-widget';
import { PagedTable } from './paged-table';

/** Records as 租户管理 answers them: only the columns the table shows matter here. */
const person = (n: number) => ({ tenantCode: `t${n}`, name: `租户${n}`, villageName: `龙湖人才公寓${n}期` });

function renderHistory() {
  return renderWidget(
    <PagedTable
      endpoint={tenantApi.getRentlist}
      input={(page) => ({ query: { ...page, personOf: 't1' } })}
      pageSize={2}
      rowKey="tenantCode"
      columns={[
        { key: 'name', dataIndex: 'name', title: '姓名' },
        { key: 'villageName', dataIndex: 'villageName', title: '所属小区' },
      ]}
    />,
  );
}

const names = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row td:first-child')].map((td) => td.textContent);
const pagination = () => document.querySelector<HTMLElement>('.ant-pagination');

afterEach(() => vi.unstubAllGlobals());

describe('a paged sub-table (租住记录, 房间明细（上报时）)', { timeout: 30_000 }, () => {
  it('shows the first page, asks the endpoint for the page clicked, and keeps the call’s own filter', async () => {
    const records = [person(1), person(2), person(3)];
    const server = fakeServer().on(tenantApi.getRentlist, (_, query) => {
      const from = (Number(query.pageNum) - 1) * Number(query.pageSize);
      return { data: { total: records.length, counts: [], records: records.slice(from, from + Number(query.pageSize)) } };
    });
    renderHistory();
    await waitFor(() => expect(names()).toEqual(['租户1', '租户2']));
    fireEvent.click(within(pagination()!).getByText('2'));
    await waitFor(() => expect(names()).toEqual(['租户3']));
    expect(server.queried(tenantApi.getRentlist).map((q) => [q.pageNum, q.pageSize, q.personOf])).toEqual([
      ['1', '2', 't1'],
      ['2', '2', 't1'],
    ]);
  });

  it('hides the pagination on a single page and says 暂无数据 when there is nothing', async () => {
    fakeServer().on(tenantApi.getRentlist, { data: { total: 0, counts: [], records: [] } });
    renderHistory();
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeInTheDocument());
    expect(pagination()).toBeNull();
  });

  it('says why a load failed with 重试 instead of 暂无数据, and 重试 loads the rows', async () => {
    let failing = true;
    fakeServer().on(tenantApi.getRentlist, () => (failing ? { fail: { code: 500, msg: '服务器内部错误，请稍后重试' } } : { data: { total: 1, counts: [], records: [person(1)] } }));
    renderHistory();
    await waitFor(() => expect(screen.getByText('服务器内部错误，请稍后重试')).toBeInTheDocument());
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(names()).toEqual(['租户1']));
  });
});
