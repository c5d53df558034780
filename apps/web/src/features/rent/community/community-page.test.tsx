import { communityApi, perm, regionApi, type CommunityRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render-screen';
import CommunityPage from './community-page';

const ALL = Object.values(perm.oddjobMarket.rent.community).filter((code): code is string => typeof code === 'string' && code.startsWith('oddjob:rent:community:'));

function community(overrides: Partial<CommunityRecord>): CommunityRecord {
  return {
    bizCode: 'c1', villageName: '龙湖人才公寓', manageUnit: '新郑市住房保障中心', manageUnitUser: '李建华', manageUnitUserPhone: '0371-62691234', assetOwner: '新郑市城投',
    villageNature: 2, villageStatus: 1, houseTotalArea: 5460, houseTotalNum: 120, bedTotal: 240, totalOccupancyNum: 180, villageAddress: '龙湖镇中华北路88号',
    provinceCode: '410000', provinceName: '河南省', cityCode: '410100', cityName: '郑州市', countyCode: '410184', countyName: '新郑市', address: '龙湖镇中华北路88号',
    districtCode: '410184', districtName: '新郑市', gcj02Lng: 113.74, gcj02Lat: 34.39, updateTime: '2026-10-12 10:20:00',
    ...overrides,
  };
}

describe('小区管理', { timeout: 300_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists communities with their derived totals and deletes one only after asking', async () => {
    const rows = [community({}), community({ bizCode: 'c2', villageName: '中牟公租房小区', districtName: '中牟县', totalOccupancyNum: 0, villageStatus: 2 })];
    const api = mockApi()
      .on(regionApi.selectByCityCode, [])
      .on(communityApi.queryPageCommunity, () => ({ records: rows, total: rows.length }))
      .on(communityApi.deleteCommunity, ({ query }) => {
        rows.splice(rows.findIndex((r) => r.bizCode === query.bizCode), 1);
        return { bizCode: String(query.bizCode) };
      }, '删除成功');
    renderScreen(<CommunityPage />, { permissions: ALL });
    const row = (await screen.findByText('龙湖人才公寓')).closest('tr') as HTMLElement;
    expect(within(row).getByText('运营中')).toBeInTheDocument();
    expect(within(row).getByText('180')).toBeInTheDocument();
    expect(within(row).getByText('人才公寓')).toBeInTheDocument();
    const paused = (await screen.findByText('中牟公租房小区')).closest('tr') as HTMLElement;
    expect(within(paused).getByText('暂停入住')).toBeInTheDocument();
    await userEvent.click(within(paused).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定删除小区“中牟公租房小区”吗？有人入住的小区不能删除')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(communityApi.deleteCommunity)).toEqual([{ bizCode: 'c2' }]));
    await waitFor(() => expect(screen.queryByText('中牟公租房小区')).not.toBeInTheDocument());
  });

  it('hides the buttons a user does not hold', async () => {
    mockApi()
      .on(regionApi.selectByCityCode, [])
      .on(communityApi.queryPageCommunity, { records: [community({})], total: 1 });
    renderScreen(<CommunityPage />, { permissions: [perm.oddjobMarket.rent.community.list] });
    const row = (await screen.findByText('龙湖人才公寓')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /编\s*辑/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).not.toBeInTheDocument();
  });
});
