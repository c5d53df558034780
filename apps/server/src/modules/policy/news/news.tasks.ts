import type { AppTask } from '../../../platform/context.js';
import { fetchFeeds } from './news.service.js';

export const newsTasks: AppTask[] = [
  {
    code: 'policy.news.fetchFeeds',
    name: '获取政策资讯',
    description: '每小时从 POLICY_NEWS_FEEDS 配置的 RSS/Atom 订阅源获取政策资讯，按链接去重；未配置订阅源时不做任何事',
    cron: '5 * * * *',
    run: (deps, now) => fetchFeeds(deps, now),
  },
];
