import { perm, regionApi, rentHomeApi } from '@hrbd/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render-screen';
import RentHomePage from './rent-home-page';

const SUMMARY = { communities: 24, rooms: 4012, beds: 9034, occupied: 6021, free: 3013, rate: 66.65, tenants: 6021, rentCompanies: 35, openQuits: 48, leasesDue: 120, idleHouses: 180 };

const community = (bizCode: string, villageName: string, districtName: string, bedTotal: number, totalOccupancyNum: number) => ({
  bizCode, villageName, districtName, villageStatus: 1, houseTotalNum: Math.round(bedTotal / 2), bedTotal, totalOccupancyNum,
  rate: Math.round((totalOccupancyNum * 10_000) / bedTotal) / 100, gcj02Lng: 113.74, gcj02Lat: 34.39,
});

const figure = (title: string) => screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-card') as HTMLElement;

describe('租赁概览', { timeout: 300_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the figures, the communities on the map by 入住率, the chart by county and the list', async () => {
    const rows = [community('c1', '龙湖人才公寓', '新郑市', 400, 380), community('c2', '孟庄公租房小区', '新郑市', 200, 100), community('c3', '官渡保障性租赁住房', '中牟县', 300, 60)];
    const api = mockApi()
      .on(regionApi.selectByCityCode, [])
      .on(rentHomeApi.getCommunitySummary, SUMMARY)
      .on(rentHomeApi.queryCommunityList, { records: rows, total: rows.length });
    renderScreen(<RentHomePage />, { permissions: [perm.oddjobMarket.rent.home.list] });
    expect(await screen.findByText('小区数', { selector: '.ant-statistic-title' })).toBeInTheDocument();
    expect(figure('小区数')).toHaveTextContent('小区数24个');
    expect(figure('床位数')).toHaveTextContent('床位数9,034个');
    expect(figure('入住率')).toHaveTextContent('入住率66.65%');
    expect(figure('待出租闲置房屋')).toHaveTextContent('待出租闲置房屋180套');
    const row = (await screen.findByText('龙湖人才公寓')).closest('tr') as HTMLElement;
    expect(within(row).getByText('95.00%')).toBeInTheDocument();
    expect(within(row).getByText('运营中')).toBeInTheDocument();
    // Each community is a dot named with its rate.
    expect(screen.getByRole('img', { name: '龙湖人才公寓（新郑市）入住率 95.00%，床位 400，入住 380' })).toHaveAttribute('fill', '#cf1322');
    expect(screen.getByRole('img', { name: '官渡保障性租赁住房（中牟县）入住率 20.00%，床位 300，入住 60' })).toHaveAttribute('fill', '#8c8c8c');
    expect(await screen.findByRole('img', { name: '各区县床位与入住柱状图' })).toBeInTheDocument();
    expect(api.sent(rentHomeApi.getCommunitySummary)).toEqual([{}]);
  });

  it('says 获取统计数据失败 with the reason, and 暂无数据 for a region without communities', async () => {
    mockApi()
      .on(regionApi.selectByCityCode, [])
      .on(rentHomeApi.getCommunitySummary, { fail: { code: 500, msg: '服务器繁忙' } })
      .on(rentHomeApi.queryCommunityList, { records: [], total: 0 });
    renderScreen(<RentHomePage />, { permissions: [perm.oddjobMarket.rent.home.list] });
    expect(await screen.findByText('获取统计数据失败：服务器繁忙')).toBeInTheDocument();
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThanOrEqual(2);
  });
});
