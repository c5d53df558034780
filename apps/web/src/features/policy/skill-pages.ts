import NewsPage from './news/news-page';
import NotifyPage from './notify/notify-page';
import OrganPage from './organ/organ-page';
import PromulgationPage from './promulgation/promulgation-page';

/**
 * 技能机构, 政策发文, 申报通知 and 政策资讯 in one lazy chunk, by their menu
 * paths' last part (/policy/organ …): the four share most of their code
 * (skill-record, the detail view, the rich text).
 */
export const SKILL_PAGES = {
  organ: OrganPage,
  promulgation: PromulgationPage,
  notify: NotifyPage,
  news: NewsPage,
} as const;
