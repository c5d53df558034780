import { z } from 'zod';
import { OBJECT_KEY_PATTERN } from '../common/file.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, textFilter } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { perm } from '../system/resource-tree.js';
import { checkWindow, choiceOf, displayFormShape, displayRecordShape, displayStatusFilter } from './display.js';

/** 轮播图: a picture shown at a position of the apps, linking to a job, a course or a web page. */

export const BANNER_POSITION_LABELS: Readonly<Record<number, string>> = { 1: '首页', 2: '零工市场', 3: '职业培训', 4: '个人中心' };
export const BANNER_POSITION_VALUES = [1, 2, 3, 4] as const;
/** At most this many banners of a position are 展示中 at any moment (409 beyond). */
export const BANNER_SHOWING_MAX = 8;

export const BANNER_LINK_TYPES = { none: 0, job: 1, course: 2, url: 3 } as const;
export const BANNER_LINK_TYPE_LABELS: Readonly<Record<number, string>> = { 0: '无链接', 1: '岗位', 2: '课程', 3: '网页' };
export const BANNER_LINK_TYPE_VALUES = [0, 1, 2, 3] as const;
/** A web link opens in the apps' web view, which loads https only. */
export const HTTPS_LINK_PATTERN = /^https:\/\/[^\s/?#]+\.[^\s]+$/;

export const BANNER_LABELS = defineLabels({
  imageUrl: field.code('图片'),
  title: field.name('轮播图名称'),
  status: field.state('展示状态'),
  position: field.dict('展示位置'),
  sort: field.number('排序'),
  window: field.period('展示时间'),
  updateTime: field.time('更新时间', { secondary: true }),
  linkType: field.dict('链接类型'),
  linkName: field.name('链接内容'),
  creatorName: field.person('创建人', { secondary: true }),
});

const bannerFields = z.object({
  title: z.string({ error: '请输入轮播图名称' }).trim().min(1, { error: '请输入轮播图名称' }).max(30).describe('轮播图名称'),
  imageKey: z.string({ error: '请上传轮播图片' }).trim().regex(OBJECT_KEY_PATTERN, { error: '轮播图片不是本平台上传的图片' }).describe('轮播图片'),
  position: choiceOf('展示位置', BANNER_POSITION_VALUES),
  linkType: choiceOf('链接类型', BANNER_LINK_TYPE_VALUES),
  /** A job code, a course code or an https address, by linkType; '' for none. */
  linkTarget: z.string().trim().max(500).default('').describe('链接内容'),
  ...displayFormShape,
});

/** The link's own rule: what linkType asks for is there, and a web link is https. */
function checkLink(v: { linkType?: number; linkTarget?: string }, ctx: z.RefinementCtx) {
  const target = v.linkTarget ?? '';
  const problem =
    v.linkType === BANNER_LINK_TYPES.job && !target ? '请选择链接岗位'
    : v.linkType === BANNER_LINK_TYPES.course && !target ? '请选择链接课程'
    : v.linkType === BANNER_LINK_TYPES.url && !HTTPS_LINK_PATTERN.test(target) ? '链接网址应为 https:// 开头的完整网址'
    : null;
  // Worded whole (链接岗位, 链接网址 …), so reported on the form rather than prefixed with the field's label.
  if (problem) ctx.addIssue({ code: 'custom', path: [], message: problem });
}

export const bannerForm = bannerFields.superRefine(checkWindow).superRefine(checkLink);
export const bannerEditForm = bannerFields.extend({ bannerCode: code32('轮播图编号') }).superRefine(checkWindow).superRefine(checkLink);

export const bannerRecord = z.object({
  bannerCode: z.string(),
  title: z.string(),
  imageKey: z.string(),
  /** Signed for an hour. */
  imageUrl: z.string(),
  position: z.number().int(),
  linkType: z.number().int(),
  linkTarget: z.string(),
  /** The linked job's or course's name (and 已下线 when it is no longer online), or the address. */
  linkName: z.string(),
  ...displayRecordShape,
});
export type BannerRecord = z.infer<typeof bannerRecord>;

const BANNER = perm.oddjobMarket.advert.banner;
const bannerCodeBody = z.object({ bannerCode: code32('轮播图编号') });

export const bannerApi = defineEndpoints('advert', 'banner', {
  saveBanner: {
    method: 'POST',
    path: '/advert/banner/saveBanner',
    summary: '新增轮播图',
    access: { permission: BANNER.add },
    audit: true,
    body: bannerForm,
    response: z.object({ bannerCode: z.string() }),
  },
  editBanner: {
    method: 'POST',
    path: '/advert/banner/editBanner',
    summary: '编辑轮播图（含拖动排序）',
    access: { permission: BANNER.edit },
    audit: true,
    body: bannerEditForm,
    response: z.object({ bannerCode: z.string() }),
  },
  removeBanner: {
    method: 'POST',
    path: '/advert/banner/removeBanner',
    summary: '删除轮播图',
    access: { permission: BANNER.remove },
    audit: true,
    body: bannerCodeBody,
    response: z.object({ bannerCode: z.string() }),
  },
  queryBanner: {
    method: 'GET',
    path: '/advert/banner/queryBanner',
    summary: '分页查询轮播图（按位置、排序）',
    access: { permission: BANNER.list },
    audit: false,
    query: pageQuery.extend({
      title: textFilter('轮播图名称', 30),
      position: enumFilter('展示位置', BANNER_POSITION_VALUES),
      status: displayStatusFilter,
    }),
    response: pageOf(bannerRecord),
  },
});
