import { communityApi, perm, regionApi, rentCompanyApi, tenantApi, type TenantRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render-screen';
import TenantPage from './tenant-page';

function tenant(overrides: Partial<TenantRecord>): TenantRecord {
  return {
    tenantCode: 't1', name: '王伟', idCard: '410184********1234', mobile: '139****5678', cmpyCode: 'm1', cmpyName: '新郑市华南机械制造有限公司', bizCode: 'c1',
    villageName: '龙湖人才公寓', districtName: '新郑市', houseCode: 'h1', roomLabel: '1号楼1单元0101室', checkInDate: '2026-01-05', leaseEndDate: '2026-12-31',
    quitDate: null, rent: 350, tenantState: 1, expired: false, createTime: '2026-01-05 10:00:00',
    ...overrides,
  };
}

describe('租户管理', { timeout: 300_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows 已到期 in red for a lease past its end, and offers 删除 only on a record holding no bed', async () => {
    const rows = [tenant({}), tenant({ tenantCode: 't2', name: '李娜', expired: true, leaseEndDate: '2026-10-31' }), tenant({ tenantCode: 't3', name: '张磊', tenantState: 2, quitDate: '2026-09-30' })];
    mockApi()
      .on(regionApi.selectByCityCode, [])
      .on(communityApi.queryAllCommunity, [])
      .on(rentCompanyApi.getCmpyNameList, [])
      .on(tenantApi.getRentlist, { records: rows, total: rows.length, counts: [{ tenantState: 1, count: 2 }, { tenantState: 2, count: 1 }] });
    renderScreen(<TenantPage />, { permissions: [perm.oddjobMarket.rent.tenant.list, perm.oddjobMarket.rent.tenant.remove] });
    const living = (await screen.findByText('王伟')).closest('tr') as HTMLElement;
    expect(within(living).getByText('在住')).toBeInTheDocument();
    expect(within(living).getByText('410184********1234')).toBeInTheDocument();
    expect(within(living).queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
    const expired = screen.getByText('李娜').closest('tr') as HTMLElement;
    expect(within(expired).getByText('已到期')).toBeInTheDocument();
    const left = screen.getByText('张磊').closest('tr') as HTMLElement;
    expect(within(left).getByRole('button', { name: /删\s*除/ })).toBeInTheDocument();
  });

  it('opens a tenant’s detail with the person’s housing history, asked of the list by the record’s code', async () => {
    const row = tenant({});
    const history = [
      tenant({}),
      tenant({ tenantCode: 't0', villageName: '中牟公租房小区', roomLabel: '2号楼1单元0302室', checkInDate: '2025-03-01', leaseEndDate: '2026-02-28', quitDate: '2025-12-31', tenantState: 2 }),
    ];
    const api = mockApi()
      .on(regionApi.selectByCityCode, [])
      .on(communityApi.queryAllCommunity, [])
      .on(rentCompanyApi.getCmpyNameList, [])
      .on(tenantApi.getRentlist, ({ query }) =>
        query.personOf ? { records: history, total: 2, counts: [{ tenantState: 1, count: 1 }, { tenantState: 2, count: 1 }] } : { records: [row], total: 1, counts: [{ tenantState: 1, count: 1 }] },
      );
    renderScreen(<TenantPage />, { permissions: [perm.oddjobMarket.rent.tenant.list] });
    await userEvent.click(await screen.findByText('王伟'));
    const drawer = (await screen.findByText('租户详情：王伟')).closest('.ant-drawer') as HTMLElement;
    expect(within(drawer).getByText('410184********1234')).toBeInTheDocument();
    expect(within(drawer).getByText('139****5678')).toBeInTheDocument();
    expect(within(drawer).getByText('租住记录')).toBeInTheDocument();
    const past = (await within(drawer).findByText('中牟公租房小区')).closest('tr') as HTMLElement;
    expect(within(past).getByText('2号楼1单元0302室')).toBeInTheDocument();
    expect(within(past).getByText('2025-12-31')).toBeInTheDocument();
    expect(within(past).getByText('已退租')).toBeInTheDocument();
    await waitFor(() => expect(api.sent(tenantApi.getRentlist)).toContainEqual(expect.objectContaining({ personOf: 't1', pageNum: '1' })));
  });
});
