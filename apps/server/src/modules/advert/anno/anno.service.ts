import { ANNO_CONTENT_TEXT_MAX, type AnnoDetail, type AnnoRecord, type BodyOf, type Page, type annoApi } from '@hrbd/contract';
import type { AppDeps } from '../../../platform/context.js';
import { found } from '../../../platform/errors.js';
import { storedRichText, withFreshPictureUrls } from '../../../platform/sanitize-html.js';
import { nowText } from '../../../platform/time.js';
import { atomically, closeGaps, displayOf, newItemColumns, placeItem , type Author, type Made, madeNow, type Writer } from '../display.service.js';
import * as repo from './anno.repository.js';

type AnnoForm = BodyOf<typeof annoApi.saveAnno>;
type AnnoEdit = BodyOf<typeof annoApi.editAnno>;

const NOT_FOUND = '公告不存在';
const TABLE = 'advertAnno';
/** Pinned notices are ordered among themselves, the others among themselves. */
const groupOf = (isTop: number) => ({ column: 'isTop', value: isTop }) as const;

/** The form as stored: the body through the rich-text allow-list (a body of only markup is no body: 400). */
function storedForm(form: AnnoForm) {
  const content = storedRichText(form.content, '请输入公告内容', { label: '公告内容', max: ANNO_CONTENT_TEXT_MAX });
  return { title: form.title, content, isTop: form.isTop, startTime: form.startTime, endTime: form.endTime, enabled: form.enabled };
}

export async function saveAnno(deps: Writer, author: Author, form: AnnoForm, made: Made = madeNow()): Promise<{ annoCode: string }> {
  const columns = storedForm(form);
  const { code: annoCode, now } = made;
  await atomically(deps.db, async (trx) => {
    const id = await repo.insertAnno(trx, { ...newItemColumns(form, author, now), ...columns, annoCode });
    await placeItem(trx, TABLE, { id, group: groupOf(form.isTop), sort: form.sort });
  });
  return { annoCode };
}

/** Saves the form; a `sort` (a drag in the list) moves the notice there among its group, in one transaction. */
export async function editAnno(deps: Writer, form: AnnoEdit): Promise<{ annoCode: string }> {
  const columns = storedForm(form);
  await atomically(deps.db, async (trx) => {
    const row = found(await repo.findByCode(trx, form.annoCode), NOT_FOUND);
    await repo.updateAnno(trx, row.id, { ...columns, updateTime: nowText() });
    await placeItem(trx, TABLE, { id: row.id, group: groupOf(form.isTop), sort: form.sort, from: groupOf(row.isTop) });
  });
  return { annoCode: form.annoCode };
}

export async function removeAnno(deps: Writer, annoCode: string): Promise<{ annoCode: string }> {
  await atomically(deps.db, async (trx) => {
    const row = found(await repo.findByCode(trx, annoCode), NOT_FOUND);
    await repo.deleteAnno(trx, row.id);
    await closeGaps(trx, TABLE, groupOf(row.isTop));
  });
  return { annoCode };
}

export async function pageAnnos(deps: AppDeps, input: BodyOf<typeof annoApi.queryAnnoList>): Promise<Page<AnnoRecord>> {
  const now = nowText();
  const page = await repo.pageAnnos(deps.db, { ...input, now }, input);
  return { total: page.total, records: page.records.map((row) => ({ annoCode: row.annoCode, title: row.title, isTop: row.isTop, ...displayOf(row, now) })) };
}

export async function annoInfo(deps: AppDeps, annoCode: string): Promise<AnnoDetail> {
  const row = found(await repo.findByCode(deps.db, annoCode), NOT_FOUND);
  return { annoCode: row.annoCode, title: row.title, isTop: row.isTop, content: withFreshPictureUrls(row.content, deps.fileUrls), ...displayOf(row, nowText()) };
}
