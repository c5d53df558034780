import { communityApi, perm, regionApi, rentCompanyApi, tenantApi, type TenantRecord } from '@hrbd/contract';
import { screen, within } from '@testing-library/react';
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
});
