import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DisplayColumns } from '../display.table.js';

/** 轮播图. */
export interface AdvertBannerTable extends DisplayColumns {
  bannerCode: string;
  title: string;
  imageKey: string;
  /** BANNER_POSITION_LABELS. */
  position: number;
  /** BANNER_LINK_TYPE_LABELS: 0 无链接, 1 岗位, 2 课程, 3 网页. */
  linkType: number;
  /** A job code, a course code or an https address, by linkType. */
  linkTarget: string;
}
export type BannerRow = Selectable<AdvertBannerTable>;
export type NewBanner = Insertable<AdvertBannerTable>;
export type BannerChanges = Updateable<AdvertBannerTable>;
