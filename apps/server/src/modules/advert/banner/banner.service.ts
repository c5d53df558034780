import { BANNER_LINK_TYPES, BANNER_POSITION_LABELS, BANNER_SHOWING_MAX, type BannerRecord, type BodyOf, type Page, type QueryOf, type bannerApi } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import type { AppDeps } from '../../../platform/context.js';
import { conflict, found } from '../../../platform/errors.js';
import { nowText } from '../../../platform/time.js';
import { onlineTarget, targetLabel, targetSummaries, type TargetKind } from '../advert-targets.js';
import { atomically, closeGaps, displayOf, enabledOverlapping, mostAtOnce, newItemColumns, placeItem , type Author, type Made, madeNow, type Writer } from '../display.service.js';
import * as repo from './banner.repository.js';
import type { BannerRow } from './banner.table.js';

type BannerForm = BodyOf<typeof bannerApi.saveBanner>;
type BannerEdit = BodyOf<typeof bannerApi.editBanner>;

const NOT_FOUND = '轮播图不存在';
const TABLE = 'advertBanner';
const groupOf = (position: number) => ({ column: 'position', value: position }) as const;
const LINK_KIND: Partial<Record<number, TargetKind>> = { [BANNER_LINK_TYPES.job]: 'job', [BANNER_LINK_TYPES.course]: 'course' };

/**
 * The form as stored: a new job or course link must be 已上线 (409; a link
 * kept as it was may have gone offline since, and the banner is still edited
 * or dragged), and an enabled banner may not make more than 8 show at its
 * position at any moment of its window (409).
 */
async function checkedForm(trx: DbOrTrx, form: BannerForm, before?: BannerRow) {
  const kind = LINK_KIND[form.linkType];
  const linkKept = before !== undefined && before.linkType === form.linkType && before.linkTarget === form.linkTarget;
  if (kind && !linkKept) await onlineTarget(trx, kind, form.linkTarget, '链接');
  const linkTarget = form.linkType === BANNER_LINK_TYPES.none ? '' : form.linkTarget;
  if (form.enabled === 1) {
    const others = await enabledOverlapping(trx, TABLE, form, [{ column: 'position', value: form.position }], before?.id);
    if (mostAtOnce(others, form) >= BANNER_SHOWING_MAX) {
      throw conflict(`“${BANNER_POSITION_LABELS[form.position]}”位置在所选展示时间内已有${BANNER_SHOWING_MAX}张轮播图展示，每个位置最多同时展示${BANNER_SHOWING_MAX}张`);
    }
  }
  return { title: form.title, imageKey: form.imageKey, position: form.position, linkType: form.linkType, linkTarget, startTime: form.startTime, endTime: form.endTime, enabled: form.enabled };
}

export async function saveBanner(deps: Writer, author: Author, form: BannerForm, made: Made = madeNow()): Promise<{ bannerCode: string }> {
  const { code: bannerCode, now } = made;
  await atomically(deps.db, async (trx) => {
    const columns = await checkedForm(trx, form);
    const id = await repo.insertBanner(trx, { ...newItemColumns(form, author, now), ...columns, bannerCode });
    await placeItem(trx, TABLE, { id, group: groupOf(form.position), sort: form.sort });
  });
  return { bannerCode };
}

/** Saves the form; a `sort` (a drag in the list) moves the banner there and renumbers its position's banners, in one transaction. */
export async function editBanner(deps: Writer, form: BannerEdit): Promise<{ bannerCode: string }> {
  await atomically(deps.db, async (trx) => {
    const row = found(await repo.findByCode(trx, form.bannerCode), NOT_FOUND);
    const columns = await checkedForm(trx, form, row);
    await repo.updateBanner(trx, row.id, { ...columns, updateTime: nowText() });
    await placeItem(trx, TABLE, { id: row.id, group: groupOf(form.position), sort: form.sort, from: groupOf(row.position) });
  });
  return { bannerCode: form.bannerCode };
}

export async function removeBanner(deps: Writer, bannerCode: string): Promise<{ bannerCode: string }> {
  await atomically(deps.db, async (trx) => {
    const row = found(await repo.findByCode(trx, bannerCode), NOT_FOUND);
    await repo.deleteBanner(trx, row.id);
    await closeGaps(trx, TABLE, groupOf(row.position));
  });
  return { bannerCode };
}

export async function pageBanners(deps: AppDeps, input: QueryOf<typeof bannerApi.queryBanner>): Promise<Page<BannerRecord>> {
  const now = nowText();
  const page = await repo.pageBanners(deps.db, { ...input, now }, input);
  const links = await linkNames(deps.db, page.records);
  return {
    total: page.total,
    records: page.records.map((row) => ({
      bannerCode: row.bannerCode,
      title: row.title,
      imageKey: row.imageKey,
      imageUrl: deps.fileUrls.sign(row.imageKey).url,
      position: row.position,
      linkType: row.linkType,
      linkTarget: row.linkTarget,
      linkName: links(row),
      ...displayOf(row, now),
    })),
  };
}

/** Each banner's link as the list names it: the job's or course's name read now (已下线 said), or the address. */
async function linkNames(db: DbOrTrx, rows: readonly BannerRow[]) {
  const codesOf = (kind: TargetKind) => rows.filter((r) => LINK_KIND[r.linkType] === kind).map((r) => r.linkTarget);
  const [jobs, courses] = await Promise.all([targetSummaries(db, 'job', codesOf('job')), targetSummaries(db, 'course', codesOf('course'))]);
  return (row: BannerRow): string => {
    const kind = LINK_KIND[row.linkType];
    if (!kind) return row.linkTarget;
    return targetLabel(kind, (kind === 'job' ? jobs : courses).get(row.linkTarget));
  };
}

/** For the file holders: the banner pictures among `keys`. */
export const bannerImageKeys = repo.imageKeysAmong;
