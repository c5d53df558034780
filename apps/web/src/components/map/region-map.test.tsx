import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../test/render-widget';
import { MapPoint } from './map-point';
import { project, unproject } from './mercator';
import { RegionMap } from './region-map';
import type { LngLat } from './topojson';

const GEO = path.resolve(import.meta.dirname, '../../../public/geo');
const ZHENGZHOU: LngLat = [113.62, 34.75];

/** Serves the committed boundary files as the console's static server does; anything else is a failure the test sees. */
function serveGeo() {
  const requested: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    const { pathname } = new URL(url, 'http://localhost');
    requested.push(pathname);
    const file = path.join(GEO, pathname.replace(/^\/geo\//, ''));
    if (!pathname.startsWith('/geo/') || !fs.existsSync(file)) return new Response('', { status: 404 });
    return new Response(fs.readFileSync(file), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return requested;
}

const map = () => screen.getByRole('application', { name: '地图' });
const titles = (className: string) => [...document.querySelectorAll(`.${className} > title`)].map((t) => t.textContent);
const labels = () => [...document.querySelectorAll('.region-map__labels text')].map((t) => t.textContent);
const markerAt = () => /translate\(([-\d.]+) ([-\d.]+)\)/.exec(screen.getByRole('img', { name: '坐标点' }).getAttribute('transform') ?? '')!.slice(1).map(Number);

describe('offline map', { timeout: 60_000 }, () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('draws the provinces from the bundled boundaries, offline', async () => {
    const requested = serveGeo();
    renderWidget(<RegionMap center={ZHENGZHOU} zoom={5} />);
    await waitFor(() => expect(titles('region-map__land')).toContain('河南省'));
    expect(titles('region-map__province')).toEqual(expect.arrayContaining(['河南省', '湖北省', '山东省', '河北省']));
    expect(labels()).toEqual(expect.arrayContaining(['河南省', '湖北省']));
    // Only the console's own files: no tiles, no map service.
    expect(requested).toEqual(['/geo/china.json']);
    expect(document.querySelector('.region-map__tiles')).toBeNull();
  });

  it('draws the cities of the provinces in view from zoom 6, and the counties of the cities in view from zoom 9', async () => {
    const requested = serveGeo();
    const { rerender } = renderWidget(<RegionMap center={ZHENGZHOU} zoom={8} />);
    await waitFor(() => expect(titles('region-map__city')).toContain('郑州市'));
    expect(requested).toContain('/geo/province/410000.json');
    expect(requested.some((p) => p.startsWith('/geo/city/'))).toBe(false);
    expect(labels()).toEqual(expect.arrayContaining(['郑州市', '开封市']));

    rerender(<RegionMap center={[113.74, 34.4]} zoom={10} />);
    await waitFor(() => expect(titles('region-map__county')).toEqual(expect.arrayContaining(['新郑市', '新密市'])));
    expect(requested).toContain('/geo/city/410100.json');
    expect(labels()).toContain('新郑市');
  });

  it('outlines the chosen region', async () => {
    serveGeo();
    renderWidget(<RegionMap center={[113.74, 34.4]} zoom={8} highlight={{ provinceCode: '410000', cityCode: '410100', countyCode: '410184' }} />);
    // The county's file is loaded for it even while the view is too far out to draw counties.
    await waitFor(() => expect(titles('region-map__highlight')).toEqual(['新郑市']));
  });

  it('zooms with the wheel around the pointer, and with its buttons', async () => {
    serveGeo();
    renderWidget(<RegionMap center={ZHENGZHOU} zoom={8} marker={ZHENGZHOU} />);
    expect(map()).toHaveAttribute('data-zoom', '8');
    // The view is 600 × 360; the point is in its middle.
    expect(markerAt()).toEqual([300, 180]);
    fireEvent.wheel(map(), { deltaY: -100, clientX: 300, clientY: 180 });
    expect(map()).toHaveAttribute('data-zoom', '9');
    expect(markerAt()).toEqual([300, 180]);
    await userEvent.click(screen.getByRole('button', { name: '缩小' }));
    await userEvent.click(screen.getByRole('button', { name: '缩小' }));
    expect(map()).toHaveAttribute('data-zoom', '7');
    await userEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(map()).toHaveAttribute('data-zoom', '8');
  });

  it('pans by dragging, and 地图定位 brings the point back', async () => {
    serveGeo();
    renderWidget(<RegionMap center={ZHENGZHOU} zoom={8} marker={ZHENGZHOU} />);
    fireEvent.pointerDown(map(), { clientX: 100, clientY: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(map(), { clientX: 150, clientY: 130, pointerId: 1 });
    fireEvent.pointerUp(map(), { clientX: 150, clientY: 130, pointerId: 1 });
    expect(markerAt()).toEqual([350, 210]);
    await userEvent.click(screen.getByRole('button', { name: '地图定位' }));
    expect(markerAt()).toEqual([300, 180]);
  });

  it('moves the point by a drag or a click only when it may be changed', () => {
    serveGeo();
    const onMarkerChange = vi.fn();
    const { rerender } = renderWidget(<RegionMap center={ZHENGZHOU} zoom={8} marker={ZHENGZHOU} onMarkerChange={onMarkerChange} />);
    const marker = screen.getByRole('img', { name: '坐标点' });
    fireEvent.pointerDown(marker, { clientX: 300, clientY: 180, button: 0, pointerId: 1 });
    fireEvent.pointerMove(map(), { clientX: 320, clientY: 200, pointerId: 1 });
    // While dragged the point follows the pointer; the map does not pan.
    expect(markerAt()).toEqual([320, 200]);
    fireEvent.pointerUp(map(), { clientX: 320, clientY: 200, pointerId: 1 });
    const [cx, cy] = project(ZHENGZHOU, 8);
    const dropped = unproject([cx + 20, cy + 20], 8);
    expect(onMarkerChange).toHaveBeenLastCalledWith([expect.closeTo(dropped[0], 9), expect.closeTo(dropped[1], 9)]);

    // A click (no movement) on the map places the point there.
    fireEvent.pointerDown(map(), { clientX: 100, clientY: 60, button: 0, pointerId: 1 });
    fireEvent.pointerUp(map(), { clientX: 101, clientY: 61, pointerId: 1 });
    const clicked = unproject([cx - 200 + 1, cy - 120 + 1], 8);
    expect(onMarkerChange).toHaveBeenLastCalledWith([expect.closeTo(clicked[0], 9), expect.closeTo(clicked[1], 9)]);
    expect(onMarkerChange).toHaveBeenCalledTimes(2);

    // Read-only: a click does nothing, a drag on the point pans the map.
    rerender(<RegionMap center={ZHENGZHOU} zoom={8} marker={ZHENGZHOU} />);
    fireEvent.pointerDown(map(), { clientX: 100, clientY: 60, button: 0, pointerId: 1 });
    fireEvent.pointerUp(map(), { clientX: 100, clientY: 60, pointerId: 1 });
    expect(onMarkerChange).toHaveBeenCalledTimes(2);
  });

  it('shows one point read-only (MapPoint), or the empty notice without one', async () => {
    serveGeo();
    const { rerender } = renderWidget(<MapPoint point={[113.7423, 34.4021]} region={{ provinceCode: '410000', cityCode: '410100', countyCode: '410184' }} />);
    const shown = screen.getByRole('img', { name: '坐标点' });
    expect(shown).toHaveAttribute('data-lng', '113.742300');
    expect(screen.getByRole('application', { name: '坐标位置地图' })).toHaveAttribute('data-zoom', '12');
    await waitFor(() => expect(titles('region-map__highlight')).toEqual(['新郑市']));
    rerender(<MapPoint point={null} />);
    expect(screen.getByText('暂无坐标')).toBeInTheDocument();
  });
});
