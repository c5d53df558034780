import { bannerApi, fileApi, perm, type BannerRecord } from '@hrbd/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render-screen';
import BannerPage from './banner-page';

const banner = (overrides: Partial<BannerRecord>): BannerRecord => ({
  bannerCode: 'b1', title: '春风行动专场招聘会', imageKey: 'image/202611/0123456789abcdef0123456789abcdef.png', imageUrl: '/files/x.png',
  position: 1, linkType: 3, linkTarget: 'https://rsj.zhengzhou.gov.cn/', linkName: 'https://rsj.zhengzhou.gov.cn/',
  sort: 1, startTime: '2026-11-01 09:00:00', endTime: '2026-12-31 18:00:00', enabled: 1, status: 1,
  creatorName: '王敏', createTime: '2026-10-30 10:00:00', updateTime: '2026-10-30 10:00:00',
  ...overrides,
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('轮播图管理', { timeout: 300_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('drops a row onto the first of its position: the banner is saved with that sort, 排序已保存', async () => {
    const rows = [
      banner({}),
      banner({ bannerCode: 'b2', title: '零工市场就近找活', sort: 2 }),
      banner({ bannerCode: 'b3', title: '职业培训报名', position: 3, sort: 1, status: 3, enabled: 0 }),
    ];
    const api = mockApi()
      .on(fileApi.batchQueryUrl, { files: [], missing: [] })
      .on(bannerApi.queryBanner, () => ({ records: rows, total: rows.length }))
      .on(bannerApi.editBanner, ({ body }) => ({ bannerCode: (body as { bannerCode: string }).bannerCode }), '修改成功');
    renderScreen(<BannerPage />, { permissions: [perm.oddjobMarket.advert.banner.list, perm.oddjobMarket.advert.banner.edit] });
    await screen.findByText('零工市场就近找活');
    expect(within(rowOf('职业培训报名')).getByText('已停用')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).not.toBeInTheDocument();

    fireEvent.dragStart(rowOf('零工市场就近找活'), { dataTransfer: { setData: () => undefined, effectAllowed: '' } });
    fireEvent.dragOver(rowOf('春风行动专场招聘会'));
    fireEvent.drop(rowOf('春风行动专场招聘会'));
    await waitFor(() => expect(api.sent(bannerApi.editBanner)).toHaveLength(1));
    expect(api.sent(bannerApi.editBanner)[0]).toMatchObject({ bannerCode: 'b2', position: 1, sort: 1, title: '零工市场就近找活', enabled: 1 });
    expect(await screen.findByText('排序已保存')).toBeInTheDocument();

    // Another position's row is not a place to drop on.
    fireEvent.dragStart(rowOf('职业培训报名'), { dataTransfer: { setData: () => undefined, effectAllowed: '' } });
    fireEvent.dragOver(rowOf('春风行动专场招聘会'));
    fireEvent.drop(rowOf('春风行动专场招聘会'));
    expect(await screen.findByText('只能在同一展示位置内拖动排序')).toBeInTheDocument();
    expect(api.sent(bannerApi.editBanner)).toHaveLength(1);

    // 启用 asks first, then resends the banner's form with the flag.
    await userEvent.click(within(rowOf('职业培训报名')).getByRole('button', { name: /启\s*用/ }));
    const confirm = (await screen.findByText(/确定启用轮播图“职业培训报名”吗/)).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(bannerApi.editBanner)).toHaveLength(2));
    expect(api.sent(bannerApi.editBanner)[1]).toMatchObject({ bannerCode: 'b3', enabled: 1 });
    expect(api.sent(bannerApi.editBanner)[1]).not.toHaveProperty('sort');
  });
});
