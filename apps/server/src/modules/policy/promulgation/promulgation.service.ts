import { PROMULGATION_MACHINE, SKILL_RECORD_STATES, type Page, type PromulgationDetail, type PromulgationForm, type PromulgationRecord, type QueryOf, type promulgationApi } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { conflict, found } from '../../../platform/errors.js';
import { withFreshPictureUrls } from '../../../platform/sanitize-html.js';
import { assertMove, moveStates } from '../../../platform/state-move.js';
import { nowText } from '../../../platform/time.js';
import { organsByIds, submittedOrgans } from '../organ/organ.service.js';
import { attachmentsOf, attachmentsText, keysIn, storedBody } from '../skill-records.js';
import * as repo from './promulgation.repository.js';
import type { PromulgationRow } from './promulgation.table.js';

export const PROMULGATION_NOT_FOUND = '政策发文不存在';

const PROMULGATION_STATE = { table: 'policyPromulgation', key: 'id', state: 'state', machine: PROMULGATION_MACHINE } as const;

/** The form as stored: the body sanitised, the 文号 not another document's, the organisations submitted ones. */
async function storedForm(db: DbOrTrx, form: PromulgationForm, exceptId?: number) {
  const content = storedBody(form.content, '正文');
  const other = await repo.findByDocNo(db, form.docNo);
  if (other && other.id !== exceptId) throw conflict(`文号“${form.docNo}”已被政策发文“${other.title}”使用`);
  const organs = await submittedOrgans(db, form.organCodes);
  return {
    columns: { title: form.title, docNo: form.docNo, unit: form.unit, publishDate: form.publishDate, content, attachments: attachmentsText(form.attachments) },
    organIds: organs.map((o) => o.id),
  };
}

export async function addPromulgation(deps: AppDeps, actor: Actor, form: PromulgationForm): Promise<{ id: number }> {
  const now = nowText();
  return deps.db.transaction().execute(async (trx) => {
    const { columns, organIds } = await storedForm(trx, form);
    const id = await repo.insertPromulgation(trx, {
      ...columns, state: SKILL_RECORD_STATES.draft, creatorId: actor.userId, creatorName: actor.realName, createTime: now, updateTime: now,
    });
    await repo.replaceOrgans(trx, id, organIds);
    return { id };
  });
}

async function byId(db: DbOrTrx, id: number): Promise<PromulgationRow> {
  return found(await repo.findById(db, id), PROMULGATION_NOT_FOUND);
}

export async function editPromulgation(deps: AppDeps, form: PromulgationForm & { id: number }): Promise<{ id: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await byId(trx, form.id);
    assertMove(PROMULGATION_MACHINE, 'edit', row.state);
    const { columns, organIds } = await storedForm(trx, form, row.id);
    await repo.updatePromulgation(trx, row.id, { ...columns, updateTime: nowText() });
    await repo.replaceOrgans(trx, row.id, organIds);
    return { id: row.id };
  });
}

export async function pagePromulgations(deps: AppDeps, input: QueryOf<typeof promulgationApi.getList>): Promise<Page<PromulgationRecord>> {
  const page = await repo.pagePromulgations(deps.db, input, input);
  return { total: page.total, records: page.records.map((row) => ({ ...row, organCount: Number(row.organCount ?? 0) })) };
}

export async function promulgationInfo(deps: AppDeps, id: number): Promise<PromulgationDetail> {
  const row = await byId(deps.db, id);
  const organIds = await repo.organIdsOf(deps.db, row.id);
  return {
    id: row.id,
    title: row.title,
    docNo: row.docNo,
    unit: row.unit,
    publishDate: row.publishDate,
    state: row.state,
    organCount: organIds.length,
    submitTime: row.submitTime,
    updateTime: row.updateTime,
    content: withFreshPictureUrls(row.content, deps.fileUrls),
    attachments: attachmentsOf(row.attachments),
    organs: await organsByIds(deps.db, organIds),
  };
}

/** 提交 (0/2 → 1: it shows in 政策资讯) or 撤销 (1 → 2: it leaves it). */
export async function movePromulgation(deps: AppDeps, id: number, action: 'submit' | 'revoke') {
  const row = await byId(deps.db, id);
  const now = nowText();
  const [moved] = await moveStates(deps.db, PROMULGATION_STATE, {
    action,
    rows: [{ key: row.id, state: row.state, code: String(row.id) }],
    changes: action === 'submit' ? { submitTime: now, updateTime: now } : { updateTime: now },
  });
  return { id: row.id, state: moved.to };
}

export async function deletePromulgation(deps: AppDeps, id: number) {
  const row = await byId(deps.db, id);
  assertMove(PROMULGATION_MACHINE, 'remove', row.state);
  await deps.db.transaction().execute((trx) => repo.deletePromulgation(trx, row.id));
  return { id: row.id };
}

/** For the demo seed. */
export async function insertPromulgationRow(db: DbOrTrx, row: Parameters<typeof repo.insertPromulgation>[1], organIds: readonly number[]): Promise<number> {
  const id = await repo.insertPromulgation(db, row);
  await repo.replaceOrgans(db, id, organIds);
  return id;
}

export async function promulgationAttachmentKeys(db: DbOrTrx, keys: readonly string[]): Promise<string[]> {
  return keysIn(await repo.attachmentRows(db, keys), new Set(keys));
}
