import { NOTIFY_MACHINE, SKILL_RECORD_STATES, SUBSIDY_MACHINE, SUBSIDY_STATES, type NotifyDetail, type NotifyForm, type NotifyRecord, type Page, type BodyOf, type applyNotifyApi } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { withFreshPictureUrls } from '../../../platform/sanitize-html.js';
import { assertMove, moveStates } from '../../../platform/state-move.js';
import { nowText } from '../../../platform/time.js';
import { projectForApplications } from '../subsidy/subsidy.service.js';
import { attachmentsOf, attachmentsText, keysIn, storedBody } from '../skill-records.js';
import * as repo from './notify.repository.js';

export const NOTIFY_NOT_FOUND = '申报通知不存在';

const NOTIFY_STATE = { table: 'policyApplyNotify', key: 'id', state: 'state', machine: NOTIFY_MACHINE } as const;

type NotifyJoined = NonNullable<Awaited<ReturnType<typeof repo.findByCode>>>;

function recordOf(row: NotifyJoined): NotifyRecord {
  return {
    notifyCode: row.notifyCode,
    title: row.title,
    projectCode: row.projectCode,
    projectName: row.projectName ?? '',
    projectState: row.projectState ?? null,
    reportStart: row.reportStart,
    reportEnd: row.reportEnd,
    target: row.target,
    state: row.state,
    submitTime: row.submitTime,
    updateTime: row.updateTime,
  };
}

/** The form as stored: the project must exist (a draft may name one not yet submitted), the body sanitised. */
async function storedForm(db: DbOrTrx, form: NotifyForm) {
  if (!(await projectForApplications(db, { projectCode: form.projectCode }))) throw badRequest('所选补贴项目不存在');
  return {
    title: form.title,
    projectCode: form.projectCode,
    reportStart: form.reportStart,
    reportEnd: form.reportEnd,
    target: form.target,
    content: storedBody(form.content, '通知内容'),
    attachments: attachmentsText(form.attachments),
  };
}

export async function addNotify(deps: AppDeps, actor: Actor, form: NotifyForm): Promise<{ notifyCode: string }> {
  const columns = await storedForm(deps.db, form);
  const now = nowText();
  const notifyCode = randomCode();
  await repo.insertNotify(deps.db, { ...columns, notifyCode, state: SKILL_RECORD_STATES.draft, creatorId: actor.userId, creatorName: actor.realName, createTime: now, updateTime: now });
  return { notifyCode };
}

async function byCode(db: DbOrTrx, notifyCode: string): Promise<NotifyJoined> {
  return found(await repo.findByCode(db, notifyCode), NOTIFY_NOT_FOUND);
}

export async function editNotify(deps: AppDeps, form: NotifyForm & { notifyCode: string }): Promise<{ notifyCode: string }> {
  const row = await byCode(deps.db, form.notifyCode);
  assertMove(NOTIFY_MACHINE, 'edit', row.state);
  const columns = await storedForm(deps.db, form);
  await repo.updateNotify(deps.db, row.id, { ...columns, updateTime: nowText() });
  return { notifyCode: row.notifyCode };
}

export async function pageNotices(deps: AppDeps, input: BodyOf<typeof applyNotifyApi.getNotifyList>): Promise<Page<NotifyRecord>> {
  const page = await repo.pageNotices(deps.db, input, input);
  return { total: page.total, records: page.records.map(recordOf) };
}

export async function notifyInfo(deps: AppDeps, notifyCode: string): Promise<NotifyDetail> {
  const row = await byCode(deps.db, notifyCode);
  return { ...recordOf(row), content: withFreshPictureUrls(row.content, deps.fileUrls), attachments: attachmentsOf(row.attachments) };
}

/**
 * 提交 needs its 补贴项目 已提交 (through the subsidy service: 409 naming the
 * project's state otherwise); 撤销 takes it back out of 政策资讯.
 */
export async function moveNotify(deps: AppDeps, notifyCode: string, action: 'submit' | 'revoke') {
  const row = await byCode(deps.db, notifyCode);
  assertMove(NOTIFY_MACHINE, action, row.state);
  if (action === 'submit') {
    const project = await projectForApplications(deps.db, { projectCode: row.projectCode });
    if (!project) throw conflict('所选补贴项目已不存在，请先修改申报通知');
    if (project.state !== SUBSIDY_STATES.submitted) {
      throw conflict(`补贴项目“${project.projectName}”当前为“${SUBSIDY_MACHINE.label(project.state)}”状态，请先提交补贴项目再提交申报通知`);
    }
  }
  const now = nowText();
  const [moved] = await moveStates(deps.db, NOTIFY_STATE, {
    action,
    rows: [{ key: row.id, state: row.state, code: row.notifyCode }],
    changes: action === 'submit' ? { submitTime: now, updateTime: now } : { updateTime: now },
  });
  return { notifyCode: row.notifyCode, state: moved.to };
}

export async function deleteNotify(deps: AppDeps, notifyCode: string) {
  const row = await byCode(deps.db, notifyCode);
  assertMove(NOTIFY_MACHINE, 'remove', row.state);
  await repo.deleteNotify(deps.db, row.id);
  return { notifyCode: row.notifyCode };
}

/** For the demo seed. */
export const insertNotifyRow = repo.insertNotify;

export async function notifyAttachmentKeys(db: DbOrTrx, keys: readonly string[]): Promise<string[]> {
  return keysIn(await repo.attachmentRows(db, keys), new Set(keys));
}
