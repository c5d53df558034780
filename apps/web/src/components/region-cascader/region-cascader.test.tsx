import { regionApi } from '@hrbd/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { answerRegions, pickRegion } from '../../test/regions';
import { renderWidget } from '../../test/render-widget';
import { RegionCascader, type RegionCascaderProps } from './region-cascader';

const regions = () => answerRegions(fakeServer());

function show(props: RegionCascaderProps = {}) {
  const onChange = vi.fn();
  renderWidget(<RegionCascader onChange={onChange} {...props} />);
  return onChange;
}

const menus = () => [...document.querySelectorAll('.ant-cascader-menu')].map((m) => m.textContent);
const shown = () => document.querySelector('.ant-cascader [title]')?.getAttribute('title');

describe('region cascader (one picker, a level option)', () => {
  it('gives a county by default, and stops there', async () => {
    regions();
    const onChange = show();
    expect(screen.getByText('请选择省/市/区县')).toBeInTheDocument();
    await pickRegion('河南省', '郑州市', '新郑市');
    // Only the county is a value: the province and city on the way are not.
    expect(onChange.mock.calls).toEqual([['410184']]);
    expect(menus().join()).not.toContain('龙湖镇');
  });

  it('with anyLevel, takes a whole city', async () => {
    regions();
    const onChange = show({ anyLevel: true });
    await pickRegion('河南省', '郑州市');
    expect(onChange).toHaveBeenLastCalledWith('410100');
  });

  it('goes down to streets at level 乡镇街道', async () => {
    const server = regions();
    const onChange = show({ level: 'street' });
    expect(screen.getByText('请选择省/市/区县/乡镇街道')).toBeInTheDocument();
    await pickRegion('河南省', '郑州市', '新郑市', '龙湖镇');
    expect(onChange).toHaveBeenLastCalledWith('410184100');
    expect(server.queried(regionApi.selectByCountryCode)).toEqual([{ countryCode: '410184' }]);
  });

  it('offers only provinces and cities at level 市', async () => {
    regions();
    const onChange = show({ level: 'city' });
    await pickRegion('河南省', '郑州市');
    expect(onChange).toHaveBeenLastCalledWith('410100');
  });

  it('names a value it is given, loading the levels above it', async () => {
    regions();
    show({ value: '410184100', level: 'street' });
    await waitFor(() => expect(shown()).toBe('河南省 / 郑州市 / 新郑市 / 龙湖镇'));
  });

  it('names a city given to an any-level picker as a city', async () => {
    regions();
    show({ value: '410100', anyLevel: true });
    await waitFor(() => expect(shown()).toBe('河南省 / 郑州市'));
  });
});
