import { regionApi } from '@hrbd/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { renderWidget } from '../../test/render-widget';
import { RegionCascader, type RegionCascaderProps } from './region-cascader';

/** 河南省 › 郑州市 › 新郑市 › 龙湖镇, one region per level. */
function regions() {
  return fakeServer()
    .on(regionApi.selectAllProvince, { data: [{ proCode: '410000', proName: '河南省' }] })
    .on(regionApi.selectByProvinceCode, { data: [{ cityCode: '410100', cityName: '郑州市', proCode: '410000' }] })
    .on(regionApi.selectByCityCode, { data: [{ countryCode: '410184', countryName: '新郑市', cityCode: '410100' }] })
    .on(regionApi.selectByCountryCode, { data: [{ streetCode: '410184100', streetName: '龙湖镇', countryCode: '410184' }] });
}

function show(props: RegionCascaderProps = {}) {
  const onChange = vi.fn();
  renderWidget(<RegionCascader onChange={onChange} {...props} />);
  return onChange;
}

async function pick(...names: string[]) {
  await userEvent.click(screen.getByRole('combobox'));
  for (const name of names) {
    const item = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-cascader-menu-item')].find((el) => el.textContent === name);
      if (!found) throw new Error(`no region ${name}`);
      return found;
    });
    await userEvent.click(item);
  }
}

const menus = () => [...document.querySelectorAll('.ant-cascader-menu')].map((m) => m.textContent);
const shown = () => document.querySelector('.ant-cascader [title]')?.getAttribute('title');

describe('region cascader (one picker, a level option)', () => {
  it('gives a county by default, and stops there', async () => {
    regions();
    const onChange = show();
    expect(screen.getByText('请选择省/市/区县')).toBeInTheDocument();
    await pick('河南省', '郑州市', '新郑市');
    // Only the county is a value: the province and city on the way are not.
    expect(onChange.mock.calls).toEqual([['410184']]);
    expect(menus().join()).not.toContain('龙湖镇');
  });

  it('with anyLevel, takes a whole city', async () => {
    regions();
    const onChange = show({ anyLevel: true });
    await pick('河南省', '郑州市');
    expect(onChange).toHaveBeenLastCalledWith('410100');
  });

  it('goes down to streets at level 乡镇街道', async () => {
    const server = regions();
    const onChange = show({ level: 'street' });
    expect(screen.getByText('请选择省/市/区县/乡镇街道')).toBeInTheDocument();
    await pick('河南省', '郑州市', '新郑市', '龙湖镇');
    expect(onChange).toHaveBeenLastCalledWith('410184100');
    expect(server.queried(regionApi.selectByCountryCode)).toEqual([{ countryCode: '410184' }]);
  });

  it('offers only provinces and cities at level 市', async () => {
    regions();
    const onChange = show({ level: 'city' });
    await pick('河南省', '郑州市');
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
