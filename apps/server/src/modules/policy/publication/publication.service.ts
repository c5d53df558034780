import {
  PUBLICATION_BODY_MAX,
  PUBLICATION_MACHINES,
  PUBLICATION_STATES,
  PUBLICATION_SUBJECTS,
  richTextLength,
  type Page,
  type PublicationDetail,
  type PublicationForm,
  type PublicationKind,
  type PublicationRecord,
} from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { AppError, badRequest, conflict, found, notFound } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { sanitizeRichText } from '../../../platform/sanitize-html.js';
import { assertMove, moveStates } from '../../../platform/state-move.js';
import { endOfFilter, nowText, startOfFilter } from '../../../platform/time.js';
import * as shared from '../shared/shared.service.js';
import * as repo from './publication.repository.js';
import type { PublicationRow } from './publication.table.js';

/** Where a publication keeps its state: one table, the kind's machine (its subject names the kind in refusals). */
const homeOf = (kind: PublicationKind) => ({ table: 'policyPublication', key: 'id', state: 'state', machine: PUBLICATION_MACHINES[kind] }) as const;
const notFoundText = (kind: PublicationKind) => `${PUBLICATION_SUBJECTS[kind]}不存在`;

async function rowOf(db: DbOrTrx, kind: PublicationKind, code: string): Promise<PublicationRow> {
  return found(await repo.findByCode(db, kind, code), notFoundText(kind));
}

async function recordsOf(deps: AppDeps, rows: readonly PublicationRow[]): Promise<PublicationRecord[]> {
  const tags = await shared.tagsOf(deps.db, 'publication', rows.map((r) => r.id));
  return rows.map((row) => ({
    code: row.code,
    kind: row.kind,
    title: row.title,
    state: row.state,
    publishTime: row.publishTime,
    themeTags: tags.get(row.id) ?? [],
    source: row.source,
    summary: row.summary,
    viewCount: row.viewCount,
    creatorName: row.creatorName,
    updateTime: row.updateTime,
  }));
}

async function detailOf(deps: AppDeps, row: PublicationRow): Promise<PublicationDetail> {
  const [record] = await recordsOf(deps, [row]);
  const [attachments, cover] = await Promise.all([
    shared.attachmentsOf(deps, shared.parseKeys(row.attachments)),
    row.cover ? shared.attachmentsOf(deps, [row.cover]) : Promise.resolve([]),
  ]);
  return { ...record, body: shared.shownRichText(deps, row.body), cover: row.cover, coverUrl: cover[0]?.url ?? null, attachments };
}

/**
 * The form as stored: theme tags known, body sanitised and within its
 * length, files the caller uploaded (or the record held). A submitted one
 * (提交, or an edit of one already submitted) needs a body.
 */
async function storedForm(deps: AppDeps, actor: Actor, form: PublicationForm, held: PublicationRow | undefined, needsBody: boolean) {
  await shared.checkThemeTags(deps.db, form.themeTags);
  const body = sanitizeRichText(form.body);
  if (richTextLength(body) > PUBLICATION_BODY_MAX) throw badRequest(`正文已超出字数限制（最多 ${PUBLICATION_BODY_MAX} 字）`);
  if (needsBody && richTextLength(body) === 0) throw badRequest('请输入正文');
  const heldKeys = held ? [...shared.parseKeys(held.attachments), ...(held.cover ? [held.cover] : [])] : [];
  const attachments = await shared.checkedFileKeys(deps.db, actor, form.attachments, heldKeys, '附件');
  const [cover] = form.cover ? await shared.checkedFileKeys(deps.db, actor, [form.cover], heldKeys, '封面') : [null];
  return {
    title: form.title,
    source: form.source,
    summary: form.summary,
    body,
    cover: cover ?? null,
    attachments: JSON.stringify(attachments),
  };
}

type Saved = { code: string; state: number };

/** A new record in `state`, with its tags. */
async function insertNew(deps: AppDeps, actor: Actor, kind: PublicationKind, columns: Awaited<ReturnType<typeof storedForm>>, form: PublicationForm, state: number, publishTime: string | null): Promise<Saved> {
  const now = nowText();
  const code = randomCode();
  await deps.db.transaction().execute(async (trx) => {
    const id = await repo.insertPublication(trx, {
      ...columns, code, kind, state, publishTime, viewCount: 0, creatorId: actor.userId, creatorName: actor.realName, createTime: now, updateTime: now,
    });
    await shared.replaceTags(trx, 'publication', id, [...new Set(form.themeTags)].sort());
  });
  return { code, state };
}

/**
 * 提交: a new record, a draft or an offline one goes 待发布 when its publish
 * time lies ahead, 已发布 otherwise (no publish time means now).
 */
export async function submit(deps: AppDeps, actor: Actor, kind: PublicationKind, form: PublicationForm): Promise<Saved> {
  const now = nowText();
  const publishTime = form.publishTime && form.publishTime > now ? form.publishTime : (form.publishTime ?? now);
  const action = publishTime > now ? 'schedule' : 'publish';
  const machine = PUBLICATION_MACHINES[kind];
  if (!form.code) {
    const columns = await storedForm(deps, actor, form, undefined, true);
    return insertNew(deps, actor, kind, columns, form, action === 'schedule' ? PUBLICATION_STATES.scheduled : PUBLICATION_STATES.published, publishTime);
  }
  const row = await rowOf(deps.db, kind, form.code);
  // 提交 is offered from 草稿 and 已下线 only (from 待发布 the scheduler publishes).
  if (row.state === PUBLICATION_STATES.scheduled) throw conflict(machine.refusal('schedule', row.state));
  assertMove(machine, action, row.state);
  const columns = await storedForm(deps, actor, form, row, true);
  const moved = await deps.db.transaction().execute(async (trx) => {
    const [m] = await moveStates(trx, homeOf(kind), { action, rows: [{ key: row.id, state: row.state, code: row.code }], changes: { ...columns, publishTime, updateTime: now } });
    await shared.replaceTags(trx, 'publication', row.id, [...new Set(form.themeTags)].sort());
    return m;
  });
  return { code: row.code, state: moved.to };
}

/** 保存草稿: a new draft, or changes to a draft (or an offline one, which becomes a draft again). */
export async function saveDraft(deps: AppDeps, actor: Actor, kind: PublicationKind, form: PublicationForm): Promise<Saved> {
  if (!form.code) {
    const columns = await storedForm(deps, actor, form, undefined, false);
    return insertNew(deps, actor, kind, columns, form, PUBLICATION_STATES.draft, form.publishTime ?? null);
  }
  const row = await rowOf(deps.db, kind, form.code);
  assertMove(PUBLICATION_MACHINES[kind], 'saveDraft', row.state);
  const columns = await storedForm(deps, actor, form, row, false);
  const changes = { ...columns, publishTime: form.publishTime ?? null, updateTime: nowText() };
  await deps.db.transaction().execute(async (trx) => {
    await moveStates(trx, homeOf(kind), { action: 'saveDraft', rows: [{ key: row.id, state: row.state, code: row.code }], changes });
    await shared.replaceTags(trx, 'publication', row.id, [...new Set(form.themeTags)].sort());
  });
  return { code: row.code, state: PUBLICATION_STATES.draft };
}

/**
 * 编辑 keeps the state. A 待发布 one takes its new publish time (a time
 * already past is published by the scheduler's next run); a published one
 * keeps the time it went out.
 */
export async function edit(deps: AppDeps, actor: Actor, kind: PublicationKind, form: PublicationForm & { code: string }): Promise<Saved> {
  const row = await rowOf(deps.db, kind, form.code);
  assertMove(PUBLICATION_MACHINES[kind], 'edit', row.state);
  const submitted = row.state === PUBLICATION_STATES.scheduled || row.state === PUBLICATION_STATES.published;
  const columns = await storedForm(deps, actor, form, row, submitted);
  if (row.state === PUBLICATION_STATES.scheduled && !form.publishTime) throw badRequest('请选择发布时间');
  const publishTime = row.state === PUBLICATION_STATES.published ? row.publishTime : (form.publishTime ?? null);
  await deps.db.transaction().execute(async (trx) => {
    await repo.updatePublication(trx, row.id, { ...columns, publishTime, updateTime: nowText() });
    await shared.replaceTags(trx, 'publication', row.id, [...new Set(form.themeTags)].sort());
  });
  return { code: row.code, state: row.state };
}

/** `off`: 撤销 a waiting one (back to 草稿), 下线 a published one. */
export async function off(deps: AppDeps, kind: PublicationKind, code: string): Promise<Saved & { msg: string }> {
  const row = await rowOf(deps.db, kind, code);
  const action = row.state === PUBLICATION_STATES.scheduled ? 'revoke' : 'off';
  const [moved] = await moveStates(deps.db, homeOf(kind), { action, rows: [{ key: row.id, state: row.state, code }], changes: { updateTime: nowText() } });
  return { code, state: moved.to, msg: action === 'revoke' ? '撤销成功' : '下线成功' };
}

export async function remove(deps: AppDeps, kind: PublicationKind, code: string): Promise<{ code: string }> {
  const row = await rowOf(deps.db, kind, code);
  assertMove(PUBLICATION_MACHINES[kind], 'remove', row.state);
  await deps.db.transaction().execute(async (trx) => {
    await shared.removeTags(trx, 'publication', [row.id]);
    await repo.deletePublication(trx, row.id);
  });
  return { code };
}

interface PageInput {
  pageNum: number;
  pageSize: number;
  title?: string;
  themeTag?: string;
  beginTime?: string;
  endTime?: string;
  state?: number;
}

const filterOf = (kind: PublicationKind, input: PageInput): repo.PublicationFilter => ({
  kind,
  title: input.title,
  themeTag: input.themeTag,
  state: input.state,
  from: input.beginTime ? startOfFilter(input.beginTime) : undefined,
  to: input.endTime ? endOfFilter(input.endTime) : undefined,
});

export async function page(deps: AppDeps, kind: PublicationKind, input: PageInput): Promise<Page<PublicationRecord>> {
  const result = await repo.pagePublications(deps.db, filterOf(kind, input), input, 'updateTime');
  return { total: result.total, records: await recordsOf(deps, result.records) };
}

/** The home page's list: 已发布 only, newest publish time first. */
export async function pageOnHome(deps: AppDeps, kind: PublicationKind, input: Omit<PageInput, 'state'>): Promise<Page<PublicationRecord>> {
  const result = await repo.pagePublications(deps.db, { ...filterOf(kind, input), state: PUBLICATION_STATES.published }, input, 'publishTime');
  return { total: result.total, records: await recordsOf(deps, result.records) };
}

export async function detail(deps: AppDeps, kind: PublicationKind, code: string): Promise<PublicationDetail> {
  return detailOf(deps, await rowOf(deps.db, kind, code));
}

/** A published one as the home page shows it, counting the view; any other state is 404. */
export async function detailOnHome(deps: AppDeps, kind: PublicationKind, code: string): Promise<PublicationDetail> {
  const row = await repo.findByCode(deps.db, kind, code);
  if (!row || row.state !== PUBLICATION_STATES.published) throw notFound(notFoundText(kind));
  await repo.countView(deps.db, row.id);
  return detailOf(deps, { ...row, viewCount: row.viewCount + 1 });
}

export function countOnHome(deps: AppDeps, kind: PublicationKind) {
  return repo.homeCounts(deps.db, kind, `${nowText().slice(0, 7)}-01 00:00:00`);
}

const DUE_BATCH = 200;

/**
 * The scheduler's sweep (定时发布): every 待发布 record whose publish time has
 * come goes 已发布 along its machine. One moved meanwhile (撤销, another run)
 * is left as it is. Answers how many were published.
 */
export async function publishDue(deps: AppDeps, now: string): Promise<number> {
  let published = 0;
  for (;;) {
    const due = await repo.dueBy(deps.db, now, DUE_BATCH);
    let movedNow = 0;
    for (const row of due) {
      try {
        await moveStates(deps.db, homeOf(row.kind as PublicationKind), { action: 'publish', rows: [{ key: row.id, state: row.state, code: row.code }], changes: { updateTime: now } });
        movedNow++;
      } catch (error) {
        // Someone moved it after it was read (a 409): what they did stands.
        if (!(error instanceof AppError)) throw error;
      }
    }
    published += movedNow;
    if (due.length < DUE_BATCH || movedNow === 0) return published;
  }
}

/** For the demo seed: a publication as staff would have left it. */
export async function insertPublicationRow(db: DbOrTrx, row: Parameters<typeof repo.insertPublication>[1], themeTags: readonly string[]): Promise<number> {
  const id = await repo.insertPublication(db, row);
  await shared.replaceTags(db, 'publication', id, themeTags);
  return id;
}
