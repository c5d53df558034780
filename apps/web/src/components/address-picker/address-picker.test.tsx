import {
  addressApi,
  geocoderApi,
  regionApi,
  type AddressValue,
  type GeocodeResult,
  type HistoryAddress,
  type RegionArea,
} from '@hrbd/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import gcoord from 'gcoord';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { answerRegions, pickRegion } from '../../test/regions';
import { renderWidget } from '../../test/render-widget';
import { project, unproject } from '../map/mercator';
import { AddressPicker } from './address-picker';
const XINZHENG: LngLat = [113.740662, 34.395949];
type LngLat = [number, number];

function area(code: string, centre: LngLat | null): RegionArea {
  return {
    level: 'county',
    proCode: '410000',
    proName: '河南省',
    cityCode: '410100',
    cityName: '郑州市',
    countryCode: code,
    countryName: code === '410184' ? '新郑市' : '中原区',
    streetCode: null,
    streetName: null,
    gcj02Lng: centre?.[0] ?? null,
    gcj02Lat: centre?.[1] ?? null,
  };
}

function geocoded(point: LngLat, countyCode: string | null, precision: GeocodeResult['precision'] = 'county'): GeocodeResult {
  const [bd09Lng, bd09Lat] = gcoord.transform(point, gcoord.GCJ02, gcoord.BD09);
  return {
    source: 'region',
    level: countyCode ? 'county' : 'city',
    precision,
    provinceCode: '410000',
    provinceName: '河南省',
    cityCode: '410100',
    cityName: '郑州市',
    countyCode,
    countyName: countyCode ? '新郑市' : null,
    formattedAddress: '河南省郑州市新郑市',
    gcj02Lng: point[0],
    gcj02Lat: point[1],
    bd09Lng,
    bd09Lat,
  };
}

const HISTORY: HistoryAddress[] = [
  ['410102', '中原区', '建设西路 187 号', 113.6083, 34.7518],
  ['410105', '金水区', '花园路 39 号 3 层', 113.6719, 34.7901],
  ['410184', '新郑市', '龙湖镇双湖大道 99 号', 113.7423, 34.4021],
].map(([countyCode, countyName, address, lng, lat]) => ({
  provinceName: '河南省',
  cityName: '郑州市',
  countyName: String(countyName),
  address: String(address),
  provinceCode: '410000',
  cityCode: '410100',
  countyCode: String(countyCode),
  gcj02Lon: Number(lng),
  gcj02Lat: Number(lat),
  updateTime: '2025-01-01 08:00:00',
}));

/** The region endpoints (test/regions.ts), the county outlines, and the geocoder as given. */
function regions(geocode: (address: string) => GeocodeResult | null = () => geocoded(XINZHENG, '410184')) {
  return answerRegions(fakeServer())
    .on(regionApi.selectAreaByCode, (_, q) => ({ data: area(q.code, q.code === '410184' ? XINZHENG : [113.613337, 34.748256]) }))
    .on(geocoderApi.location, (_, q) => {
      const found = geocode(q.address);
      return found ? { data: found } : { fail: { code: 404, msg: '未能从地址中识别出省、市或区县，请补充省市区后重试' } };
    })
    .on(addressApi.queryCmpyHistoryAddr, { data: { records: HISTORY, total: HISTORY.length } });
}

function open(props: { cmpyCode?: string; onOk?: (v: AddressValue) => void } = {}) {
  const onOk = props.onOk ?? vi.fn();
  const view = renderWidget(<AddressPicker open cmpyCode={props.cmpyCode} onOk={onOk} onCancel={() => undefined} />);
  return { ...view, onOk, dialog: () => screen.getByRole('dialog') };
}

const okButton = () => screen.getByRole('button', { name: /确\s*定/ });
const detailInput = () => screen.getByLabelText('详细地址');
const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
/** What the 所在地区 cascader shows as chosen. */
const shownRegion = () => document.querySelector('.ant-cascader [title]')?.getAttribute('title');
const map = () => screen.getByRole('application', { name: '选择坐标位置的地图' });

/** Drags the map's point by (dx, dy) pixels, as a person's pointer would. */
function dragPoint(dx: number, dy: number): { from: [number, number]; to: [number, number] } {
  const marker = screen.getByRole('img', { name: '坐标点' });
  const [x, y] = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(marker.getAttribute('transform') ?? '')!.slice(1).map(Number);
  fireEvent.pointerDown(marker, { clientX: x, clientY: y, button: 0, pointerId: 1 });
  fireEvent.pointerMove(map(), { clientX: x + dx / 2, clientY: y + dy / 2, pointerId: 1 });
  fireEvent.pointerMove(map(), { clientX: x + dx, clientY: y + dy, pointerId: 1 });
  fireEvent.pointerUp(map(), { clientX: x + dx, clientY: y + dy, pointerId: 1 });
  return { from: [x, y], to: [x + dx, y + dy] };
}

describe('选择地址', { timeout: 60_000 }, () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('asks for region, detail and coordinate, in the glossary words, and opens at zoom 8', async () => {
    regions();
    open();
    expect(screen.getByText('选择地址')).toBeInTheDocument();
    expect(map()).toHaveAttribute('data-zoom', '8');
    expect(detailInput()).toBeDisabled();
    await userEvent.click(okButton());
    await waitFor(() => expect(errors()).toEqual(['请选择省/市/区县', '请输入详细地址', '请选择坐标位置']));
  });

  it('loads regions a level at a time, centres the map on the chosen county, and checks the detail on blur', async () => {
    const server = regions();
    open();
    await pickRegion('河南省', '郑州市', '新郑市');
    expect(server.queried(regionApi.selectByProvinceCode)).toEqual([{ proCode: '410000' }]);
    expect(server.queried(regionApi.selectByCityCode)).toEqual([{ cityCode: '410100' }]);
    await waitFor(() => expect(server.queried(regionApi.selectAreaByCode)).toEqual([{ code: '410184' }]));
    await waitFor(() => expect(map()).toHaveAttribute('data-zoom', '11'));
    expect(shownRegion()).toBe('河南省 / 郑州市 / 新郑市');

    // Enabled once the region is chosen; required when it loses focus.
    expect(detailInput()).toBeEnabled();
    await userEvent.click(detailInput());
    await userEvent.tab();
    await waitFor(() => expect(errors()).toEqual(['请输入详细地址']));
    // No point yet: the map shows none until a search, a click or a history entry gives one.
    expect(screen.queryByRole('img', { name: '坐标点' })).not.toBeInTheDocument();
  });

  it('looks the detail up once typing pauses, keeping 确定 disabled meanwhile, and places the point', async () => {
    let answer: (() => void) | undefined;
    const server = regions();
    server.on(geocoderApi.location, () => new Promise((resolve) => (answer = () => resolve({ data: geocoded(XINZHENG, '410184') }))));
    open();
    await pickRegion('河南省', '郑州市', '新郑市');
    // Three keystrokes well inside the 200 ms pause (typed as change events, so a busy machine cannot stretch them).
    for (const text of ['龙', '龙湖', '龙湖镇']) fireEvent.change(detailInput(), { target: { value: text } });
    expect(okButton()).toBeDisabled();
    await waitFor(() => expect(server.queried(geocoderApi.location)).toHaveLength(1));
    // One search for the whole word (debounced), within the county first.
    expect(server.queried(geocoderApi.location)).toEqual([{ address: '河南省郑州市新郑市龙湖镇', cityCode: '410100' }]);
    expect(okButton()).toBeDisabled();
    answer!();
    await waitFor(() => expect(okButton()).toBeEnabled());
    expect(screen.getByText('经度 113.740662，纬度 34.395949')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '坐标点' })).toHaveAttribute('data-lng', '113.740662');
    expect(errors()).toEqual([]);
  });

  it('widens the search from the county to the city, then the province', async () => {
    const server = regions((address) => (address.includes('新郑市') ? null : address.startsWith('河南省郑州市') ? geocoded([113.62, 34.75], null, 'city') : null));
    open();
    await pickRegion('河南省', '郑州市', '新郑市');
    fireEvent.change(detailInput(), { target: { value: '某某路 1 号' } });
    await waitFor(() => expect(screen.getByText('经度 113.620000，纬度 34.750000')).toBeInTheDocument());
    expect(server.queried(geocoderApi.location).map((q) => q.address)).toEqual(['河南省郑州市新郑市某某路 1 号', '河南省郑州市某某路 1 号']);

    // Nothing anywhere: the person is told to pick the point on the map.
    server.on(geocoderApi.location, { fail: { code: 404, msg: '未能从地址中识别出省、市或区县，请补充省市区后重试' } });
    fireEvent.change(detailInput(), { target: { value: '无此地' } });
    expect(await screen.findByText('未能定位该地址，请在地图上点选坐标位置')).toBeInTheDocument();
    expect(server.queried(geocoderApi.location).slice(2).map((q) => q.address)).toEqual(['河南省郑州市新郑市无此地', '河南省郑州市无此地', '河南省无此地']);
  });

  it('leaves a dragged point unconfirmed until 确认坐标, then returns the address with GCJ-02 and BD-09', async () => {
    const onOk = vi.fn();
    regions();
    open({ onOk });
    await pickRegion('河南省', '郑州市', '新郑市');
    fireEvent.change(detailInput(), { target: { value: '龙湖镇双湖大道 99 号' } });
    await waitFor(() => expect(screen.getByRole('img', { name: '坐标点' })).toBeInTheDocument());
    await waitFor(() => expect(okButton()).toBeEnabled());

    const { to } = dragPoint(40, 30);
    await waitFor(() => expect(errors()).toEqual(['请确认是否保存新坐标']));
    expect(okButton()).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: '确认坐标' }));
    await waitFor(() => expect(errors()).toEqual([]));
    expect(okButton()).toBeEnabled();
    await userEvent.click(okButton());

    // Where the pointer let go: the map is centred on the found (county-precise) point at zoom 11, 600 × 340 pixels.
    const [cx, cy] = project(XINZHENG, 11);
    const expected = unproject([cx - 300 + to[0], cy - 170 + to[1]], 11);
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
    const value = onOk.mock.calls[0][0] as AddressValue;
    const [bdLng, bdLat] = gcoord.transform([value.gcj02Lng, value.gcj02Lat], gcoord.GCJ02, gcoord.BD09);
    expect(value).toEqual({
      province: { value: '410000', label: '河南省' },
      city: { value: '410100', label: '郑州市' },
      country: { value: '410184', label: '新郑市' },
      adressDetail: '龙湖镇双湖大道 99 号',
      gcj02Lng: expect.closeTo(expected[0], 6),
      gcj02Lat: expect.closeTo(expected[1], 6),
      bd09Lng: expect.closeTo(bdLng, 6),
      bd09Lat: expect.closeTo(bdLat, 6),
    });
    expect(value.gcj02Lng).toBeGreaterThan(XINZHENG[0]);
    expect(value.gcj02Lat).toBeLessThan(XINZHENG[1]);
  });

  it('offers the company’s 3 latest addresses, which fill the whole form', async () => {
    const onOk = vi.fn();
    const server = regions();
    open({ cmpyCode: 'c-1', onOk });
    const history = await screen.findByText('历史地址');
    const entries = within(history.closest('.ant-form-item')!).getAllByRole('button');
    expect(entries.map((e) => e.textContent)).toEqual(['河南省郑州市中原区 建设西路 187 号', '河南省郑州市金水区 花园路 39 号 3 层', '河南省郑州市新郑市 龙湖镇双湖大道 99 号']);
    expect(server.queried(addressApi.queryCmpyHistoryAddr)).toEqual([{ cmpyCode: 'c-1', type: '2', pageNum: '1', pageSize: '3' }]);

    await userEvent.click(entries[1]);
    await waitFor(() => expect(shownRegion()).toBe('河南省 / 郑州市 / 金水区'));
    expect(detailInput()).toHaveValue('花园路 39 号 3 层');
    expect(screen.getByText('经度 113.671900，纬度 34.790100')).toBeInTheDocument();
    await waitFor(() => expect(okButton()).toBeEnabled());
    await userEvent.click(okButton());
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
    const [bdLng, bdLat] = gcoord.transform([113.6719, 34.7901], gcoord.GCJ02, gcoord.BD09);
    expect(onOk.mock.calls[0][0]).toEqual({
      province: { value: '410000', label: '河南省' },
      city: { value: '410100', label: '郑州市' },
      country: { value: '410105', label: '金水区' },
      adressDetail: '花园路 39 号 3 层',
      gcj02Lng: 113.6719,
      gcj02Lat: 34.7901,
      bd09Lng: expect.closeTo(bdLng, 6),
      bd09Lat: expect.closeTo(bdLat, 6),
    });
    // No search ran: the history entry carries its own point.
    expect(server.queried(geocoderApi.location)).toEqual([]);
  });

  it('opens on the address being edited and gives it back unchanged', async () => {
    const onOk = vi.fn();
    const server = regions();
    const [bd09Lng, bd09Lat] = gcoord.transform([113.7423, 34.4021], gcoord.GCJ02, gcoord.BD09);
    const value: AddressValue = {
      province: { value: '410000', label: '河南省' },
      city: { value: '410100', label: '郑州市' },
      country: { value: '410184', label: '新郑市' },
      adressDetail: '龙湖镇双湖大道 99 号',
      gcj02Lng: 113.7423,
      gcj02Lat: 34.4021,
      bd09Lng: Math.round(bd09Lng * 1e6) / 1e6,
      bd09Lat: Math.round(bd09Lat * 1e6) / 1e6,
    };
    renderWidget(<AddressPicker open value={value} onOk={onOk} onCancel={() => undefined} />);
    expect(shownRegion()).toBe('河南省 / 郑州市 / 新郑市');
    expect(detailInput()).toHaveValue('龙湖镇双湖大道 99 号');
    expect(screen.getByText('经度 113.742300，纬度 34.402100')).toBeInTheDocument();
    expect(map()).toHaveAttribute('data-zoom', '15');
    // Its levels are loaded, so the cascader can open on them.
    await waitFor(() => expect(server.queried(regionApi.selectByCityCode)).toEqual([{ cityCode: '410100' }]));
    await userEvent.click(okButton());
    await waitFor(() => expect(onOk).toHaveBeenCalledWith(value));
    expect(server.queried(geocoderApi.location)).toEqual([]);
  });
});
