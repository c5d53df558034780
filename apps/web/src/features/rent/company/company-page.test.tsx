import { perm, rentCompanyApi, type RentCompanyRecord } from '@hrbd/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render-screen';
import RentCompanyPage from './company-page';

const row: RentCompanyRecord = {
  cmpyCode: 'm1', cmpyName: '新郑市华南机械制造有限公司', districtName: '新郑市', contactPerson: '王经理', contactPhone: '13838112233', bedQuota: 120, bedsInUse: 86,
  tenants: 140, quitsThisMonth: 4, agreementStart: '2026-01-01', agreementEnd: '2027-12-31', createTime: '2026-01-01 09:00:00',
};

describe('租赁企业', { timeout: 300_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each company’s quota beside its beds in use, and offers 新增 to those who may enrol', async () => {
    mockApi().on(rentCompanyApi.cmpyList, { records: [row], total: 1 });
    renderScreen(<RentCompanyPage />, { permissions: [perm.oddjobMarket.rent.company.list, perm.oddjobMarket.rent.company.add] });
    const tr = (await screen.findByText('新郑市华南机械制造有限公司')).closest('tr') as HTMLElement;
    expect(within(tr).getByText('120')).toBeInTheDocument();
    expect(within(tr).getByText('86')).toBeInTheDocument();
    expect(within(tr).getByText('2026-01-01 至 2027-12-31')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeInTheDocument();
  });
});
