import { bannerApi, perm, quitApi, recommendJobApi } from '@hrbd/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe, mockApi, renderScreen } from '../../../test/render-screen';
import OddjobHomePage from './oddjob-home-page';

describe('运营中心首页', { timeout: 300_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts what the person may open, each card opening its screen on the counted tab', async () => {
    const api = mockApi()
      .on(quitApi.pagelist, { records: [], total: 3, counts: [] })
      .on(bannerApi.queryBanner, ({ query }) => ({ records: [], total: Number(query.status) === 1 ? 6 : 2 }))
      .on(recommendJobApi.queryRecommendJob, { records: [], total: 9 });
    renderScreen(
      <>
        <OddjobHomePage />
        <LocationProbe />
      </>,
      { permissions: [perm.oddjobMarket.rent.quit.list, perm.oddjobMarket.advert.banner.list] },
    );
    await waitFor(() => expect(screen.getByRole('link', { name: '待确认退租申请' })).toHaveTextContent('3'));
    expect(screen.getByRole('link', { name: '展示中轮播图' })).toHaveTextContent('6');
    expect(screen.getByRole('link', { name: '未开始轮播图' })).toHaveTextContent('2');
    // Not held: neither shown nor asked.
    expect(screen.queryByRole('link', { name: '展示中推荐岗位' })).not.toBeInTheDocument();
    expect(api.sent(recommendJobApi.queryRecommendJob)).toEqual([]);
    expect(api.sent(quitApi.pagelist)[0]).toMatchObject({ applyState: 0 });

    await userEvent.click(screen.getByRole('link', { name: '未开始轮播图' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/oddjobMarket/advert/banner?tab=0');
  });
});
