import { annoApi, bannerApi, perm, quitApi, recommendCourseApi, recommendJobApi, type DataOf, type Endpoint, type PermissionCode } from '@hrbd/contract';
import type { CallInput } from '../../../lib/api';

/**
 * What the 运营中心 首页 counts, one line per card: the screen it opens (its
 * menu code decides who sees the card, its tab is opened), and the list
 * endpoint and filter whose total is the count — the same figure the screen's
 * tab shows. An area of 运营中心 adds its card here.
 */
export interface HomeCard {
  /** The screen's 查询 code: the card shows only to those who may open the screen. */
  permission: PermissionCode;
  title: string;
  /** The screen's path and the tab it opens on. */
  path: string;
  tab?: number;
  /** Where the number comes from. */
  count: { endpoint: Endpoint; input: CallInput<Endpoint>; total: (data: unknown) => number };
}

/** A card whose count is a list endpoint's total (typed against that endpoint). */
function card<E extends Endpoint>(c: Omit<HomeCard, 'count'> & { endpoint: E; input: CallInput<E>; total?: (data: DataOf<E>) => number }): HomeCard {
  const { endpoint, input, total, ...rest } = c;
  const totalOf = total ?? ((data: DataOf<E>) => (data as { total: number }).total);
  return { ...rest, count: { endpoint, input: input as CallInput<Endpoint>, total: (data) => totalOf(data as DataOf<E>) } };
}

const FIRST = { pageNum: 1, pageSize: 1 };

/** 待办事项: what waits for an operator's decision. */
export const TODO_CARDS: readonly HomeCard[] = [
  card({ permission: perm.oddjobMarket.rent.quit.list, title: '待确认退租申请', path: '/oddjobMarket/rent/quit', tab: 0, endpoint: quitApi.pagelist, input: { body: { ...FIRST, applyState: 0 } } }),
];

/** 广告展示: what the apps show now, and what is due to start. */
export const ADVERT_CARDS: readonly HomeCard[] = [
  card({ permission: perm.oddjobMarket.advert.banner.list, title: '展示中轮播图', path: '/oddjobMarket/advert/banner', tab: 1, endpoint: bannerApi.queryBanner, input: { query: { ...FIRST, status: 1 } } }),
  card({ permission: perm.oddjobMarket.advert.banner.list, title: '未开始轮播图', path: '/oddjobMarket/advert/banner', tab: 0, endpoint: bannerApi.queryBanner, input: { query: { ...FIRST, status: 0 } } }),
  card({ permission: perm.oddjobMarket.advert.anno.list, title: '展示中公告', path: '/oddjobMarket/advert/anno', tab: 1, endpoint: annoApi.queryAnnoList, input: { body: { ...FIRST, status: 1 } } }),
  card({ permission: perm.oddjobMarket.advert.recommendJob.list, title: '展示中推荐岗位', path: '/oddjobMarket/advert/recommend-job', tab: 1, endpoint: recommendJobApi.queryRecommendJob, input: { query: { ...FIRST, status: 1 } } }),
  card({ permission: perm.oddjobMarket.advert.recommendCourse.list, title: '展示中推荐课程', path: '/oddjobMarket/advert/recommend-course', tab: 1, endpoint: recommendCourseApi.query, input: { query: { ...FIRST, status: 1 } } }),
];
