import { applyNotifyApi, perm, policyApplyApi, policyInfoApi, policyNewsApi, policyReportApi, regionApi, subsidyApi, type NewsRecord, type PublicationRecord } from '@hrbd/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render-screen';
import PolicyHomePage from './policy-home-page';

const published = (code: string, title: string): PublicationRecord => ({
  code, kind: 1, title, state: 2, publishTime: '2025-06-03 10:00:00', themeTags: [], source: '', summary: '', viewCount: 3, creatorName: '', updateTime: '2025-06-03 10:00:00',
});

const news: NewsRecord = {
  newsId: 'promulgation-12', origin: 'promulgation', title: '关于做好2025年高校毕业生就业工作的通知', source: '本平台', theme: null, summary: '', publishTime: '2025-06-05 09:30:00',
};

describe('政策管理首页', { timeout: 300_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the figures, the newest info and opens one as a reader (detailOnHome)', async () => {
    const api = mockApi()
      .on(regionApi.selectByCityCode, [{ countryCode: '410184', countryName: '新郑市', cityCode: '410100' }])
      .on(policyApplyApi.getStateCount, [
        { applyState: 1, label: '审核中', stateNumber: 12, totalSubsidyFee: 0 },
        { applyState: 2, label: '已通过', stateNumber: 30, totalSubsidyFee: 1_260_000 },
        { applyState: 3, label: '已驳回', stateNumber: 4, totalSubsidyFee: 0 },
      ])
      .on(subsidyApi.queryPageSubsidy, { records: [], total: 5 })
      .on(policyInfoApi.countOnHome, { published: 44, publishedThisMonth: 3, scheduled: 4, viewCount: 1200 })
      .on(policyReportApi.countOnHome, { published: 14, publishedThisMonth: 1, scheduled: 2, viewCount: 300 })
      .on(policyInfoApi.pageOnHome, { records: [published('i1', '新郑市创业担保贷款政策问答')], total: 1 })
      .on(policyReportApi.pageOnHome, { records: [], total: 0 })
      .on(policyInfoApi.detailOnHome, { ...published('i1', '新郑市创业担保贷款政策问答'), body: '<p>问答正文</p>', cover: null, coverUrl: null, attachments: [] });
    renderScreen(<PolicyHomePage />, { permissions: [perm.policy.home.list, perm.policy.apply.list, perm.policy.subsidy.list] });
    expect(await screen.findByText('补贴金额 12,600.00 元')).toBeInTheDocument();
    expect(await screen.findByText('本月 3 条，浏览 1200 次')).toBeInTheDocument();
    await userEvent.click(await screen.findByText('新郑市创业担保贷款政策问答'));
    expect(await screen.findByText('问答正文')).toBeInTheDocument();
    await waitFor(() => expect(api.sent(policyInfoApi.detailOnHome)).toEqual([{ code: 'i1' }]));
    expect(api.sent(policyApplyApi.getStateCount)).toContainEqual({ district: '410184' });
  });

  it('lists the newest 政策资讯 and 申报通知 for those who may read them, and opens a news item', async () => {
    const api = mockApi()
      .on(policyInfoApi.countOnHome, { published: 0, publishedThisMonth: 0, scheduled: 0, viewCount: 0 })
      .on(policyReportApi.countOnHome, { published: 0, publishedThisMonth: 0, scheduled: 0, viewCount: 0 })
      .on(policyInfoApi.pageOnHome, { records: [], total: 0 })
      .on(policyReportApi.pageOnHome, { records: [], total: 0 })
      .on(policyNewsApi.getNewsList, { records: [news], total: 1 })
      .on(policyNewsApi.getPolicyNewsDetail, { ...news, content: '<p>发文正文</p>', link: '', attachments: [] })
      .on(applyNotifyApi.getNotifyList, { fail: { code: 500, msg: '服务器内部错误' } });
    renderScreen(<PolicyHomePage />, { permissions: [perm.policy.home.list, perm.policy.news.list, perm.policy.notify.list] });
    expect(await screen.findByText('获取最新申报通知失败：服务器内部错误')).toBeInTheDocument();
    await userEvent.click(await screen.findByText(news.title));
    expect(await screen.findByText('发文正文')).toBeInTheDocument();
    expect(api.sent(policyNewsApi.getNewsList)).toEqual([{ pageNum: '1', pageSize: '6' }]);
    // Only submitted notices are news.
    expect(api.sent(applyNotifyApi.getNotifyList)[0]).toMatchObject({ state: 1 });
  });

  it('leaves out the application figures without 政策申请审核', async () => {
    const api = mockApi()
      .on(policyInfoApi.countOnHome, { published: 1, publishedThisMonth: 0, scheduled: 0, viewCount: 0 })
      .on(policyReportApi.countOnHome, { published: 0, publishedThisMonth: 0, scheduled: 0, viewCount: 0 })
      .on(policyInfoApi.pageOnHome, { records: [], total: 0 })
      .on(policyReportApi.pageOnHome, { records: [], total: 0 });
    renderScreen(<PolicyHomePage />, { permissions: [perm.policy.home.list] });
    expect(await screen.findByText('已发布政策信息')).toBeInTheDocument();
    expect(screen.queryByText('审核中申请')).not.toBeInTheDocument();
    expect(screen.queryByText('最新政策资讯')).not.toBeInTheDocument();
    expect(api.sent(policyApplyApi.getStateCount)).toEqual([]);
  });
});
