import { regionApi } from '@hrbd/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { fakeServer } from './fake-server';

type FakeServer = ReturnType<typeof fakeServer>;

/** 北京市 and 河南省 › 郑州市 › 中原区, 金水区, 新郑市 › 龙湖镇: what the region lookups answer in widget tests. */
const CITIES: Record<string, Array<{ cityCode: string; cityName: string }>> = {
  '410000': [{ cityCode: '410100', cityName: '郑州市' }],
};
const COUNTIES: Record<string, Array<{ countryCode: string; countryName: string }>> = {
  '410100': [
    { countryCode: '410102', countryName: '中原区' },
    { countryCode: '410105', countryName: '金水区' },
    { countryCode: '410184', countryName: '新郑市' },
  ],
};
const STREETS: Record<string, Array<{ streetCode: string; streetName: string }>> = {
  '410184': [{ streetCode: '410184100', streetName: '龙湖镇' }],
};

/** Makes `server` answer the four region lookups (each level by its parent's code) from the tree above. */
export function answerRegions(server: FakeServer): FakeServer {
  return server
    .on(regionApi.selectAllProvince, {
      data: [
        { proCode: '110000', proName: '北京市' },
        { proCode: '410000', proName: '河南省' },
      ],
    })
    .on(regionApi.selectByProvinceCode, (_, q) => ({ data: (CITIES[q.proCode] ?? []).map((c) => ({ ...c, proCode: q.proCode })) }))
    .on(regionApi.selectByCityCode, (_, q) => ({ data: (COUNTIES[q.cityCode] ?? []).map((c) => ({ ...c, cityCode: q.cityCode })) }))
    .on(regionApi.selectByCountryCode, (_, q) => ({ data: (STREETS[q.countryCode] ?? []).map((s) => ({ ...s, countryCode: q.countryCode })) }));
}

/** Opens the (first) region cascader and clicks through `names` level by level, as a person does. */
export async function pickRegion(...names: string[]): Promise<void> {
  await userEvent.click(screen.getAllByRole('combobox')[0]!);
  for (const name of names) {
    const item = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-cascader-menu-item')].find((el) => el.textContent === name);
      if (!found) throw new Error(`no region ${name}`);
      return found;
    });
    await userEvent.click(item);
  }
}
