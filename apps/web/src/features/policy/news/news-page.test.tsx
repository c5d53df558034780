import { dictApi, perm, policyNewsApi, type NewsRecord } from '@hrbd/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render-screen';
import NewsPage from './news-page';

const news = (overrides: Partial<NewsRecord>): NewsRecord => ({
  newsId: 'feed-a1', origin: 'feed', title: '河南省出台稳就业若干政策措施', source: '河南省人力资源和社会保障厅', theme: '5', summary: '支持中小企业吸纳就业。',
  publishTime: '2025-06-02 09:30:00', ...overrides,
});

describe('政策资讯', { timeout: 300_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists feed and 本平台 items with their sources, and opens one', async () => {
    const api = mockApi()
      .on(dictApi.queryByType, [{ dictType: 'policy_type_3', dataKey: '5', dataValue: '中小企业发展', sort: 5, enabled: 1 }] as never)
      .on(policyNewsApi.getSourceList, [{ source: '河南省人力资源和社会保障厅', count: 1 }, { source: '本平台', count: 1 }])
      .on(policyNewsApi.getNewsList, {
        records: [news({}), news({ newsId: 'promulgation-2', origin: 'promulgation', title: '关于做好2025年职业技能等级认定工作的通知', source: '本平台', theme: null, summary: '郑州市人力资源和社会保障局 郑人社〔2025〕102号' })],
        total: 2,
      })
      .on(policyNewsApi.getPolicyNewsDetail, { ...news({}), content: '<p>支持<b>中小企业</b>吸纳就业。</p>', link: 'https://example.org/news/1.html', attachments: [] });
    renderScreen(<NewsPage />, { permissions: [perm.policy.news.list] });
    const own = (await screen.findByText('关于做好2025年职业技能等级认定工作的通知')).closest('tr') as HTMLElement;
    expect(within(own).getByText('本平台')).toBeInTheDocument();
    expect(within(own).getByText('政策发文')).toBeInTheDocument();
    await userEvent.click(screen.getByText('河南省出台稳就业若干政策措施'));
    const drawer = (await screen.findByText('政策资讯详情')).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByRole('link', { name: 'https://example.org/news/1.html' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(api.sent(policyNewsApi.getPolicyNewsDetail)).toEqual([{ newsId: 'feed-a1' }]);
  });
});
