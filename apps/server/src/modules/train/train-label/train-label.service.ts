import { LABEL_HOT_MACHINE, LABEL_TYPE_LABELS, TRAIN_LABEL_HOT_MAX, type LabelItem, type LabelType } from '@hrbd/contract';
import type { AppDeps } from '../../../platform/context.js';
import { conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { moveStates } from '../../../platform/state-move.js';
import { nowText } from '../../../platform/time.js';
import { courseCountByLabel } from '../course/course.service.js';
import { topicCountByLabel } from '../exam-topic/exam-topic.service.js';
import * as repo from './train-label.repository.js';

export const LABEL_NOT_FOUND = '标签不存在';

/** Where a label keeps its 热门 mark. */
const LABEL_HOT_STATE = { table: 'comLabel', key: 'id', state: 'labelHot', machine: LABEL_HOT_MACHINE } as const;

const typeName = (labelType: number) => LABEL_TYPE_LABELS[labelType as LabelType] ?? '该类型';
const nameTaken = (labelType: number, labelName: string) => conflict(`${typeName(labelType)}标签“${labelName}”已存在`);

const answer = (row: { labelCode: string; labelName: string; labelType: number; labelHot: number }): LabelItem => ({
  labelCode: row.labelCode,
  labelName: row.labelName,
  labelType: row.labelType,
  labelHot: row.labelHot,
});

/** A new label of its type, not hot, after the others; the name is unique within the type (409). */
export function addLabel(deps: AppDeps, input: { labelType: number; labelName: string }): Promise<LabelItem> {
  return deps.db.transaction().execute(async (trx) => {
    if (await repo.findByName(trx, input.labelType, input.labelName)) throw nameTaken(input.labelType, input.labelName);
    const now = nowText();
    const row = { labelCode: randomCode(), labelName: input.labelName, labelType: input.labelType, labelHot: 0 };
    await repo.insertLabel(trx, { ...row, sort: await repo.nextSort(trx, input.labelType), createTime: now, updateTime: now });
    return row;
  });
}

export function editLabel(deps: AppDeps, input: { labelCode: string; labelName: string }): Promise<LabelItem> {
  return deps.db.transaction().execute(async (trx) => {
    const label = found(await repo.findByCode(trx, input.labelCode), LABEL_NOT_FOUND);
    const same = await repo.findByName(trx, label.labelType, input.labelName);
    if (same && same.labelCode !== label.labelCode) throw nameTaken(label.labelType, input.labelName);
    await repo.renameLabel(trx, Number(label.id), input.labelName, nowText());
    return answer({ ...label, labelName: input.labelName });
  });
}

/** A label questions or courses carry stays (409 naming how many); the question bank and the courses answer for their own rows. */
export async function deleteLabel(deps: AppDeps, labelCode: string): Promise<null> {
  const label = found(await repo.findByCode(deps.db, labelCode), LABEL_NOT_FOUND);
  const [topics, courses] = await Promise.all([topicCountByLabel(deps.db, labelCode), courseCountByLabel(deps.db, labelCode)]);
  if (topics > 0) throw conflict(`标签“${label.labelName}”已被${topics}道试题使用，不能删除`);
  if (courses > 0) throw conflict(`标签“${label.labelName}”已被${courses}门课程使用，不能删除`);
  await repo.deleteLabel(deps.db, Number(label.id));
  return null;
}

/**
 * 设为热门 / 取消热门 through LABEL_HOT_MACHINE (a repeat is 409); a type holds
 * at most TRAIN_LABEL_HOT_MAX hot labels, counted in the move's transaction.
 */
export function setHot(deps: AppDeps, input: { labelCode: string; labelHot: number }): Promise<LabelItem> {
  return deps.db.transaction().execute(async (trx) => {
    const label = found(await repo.findByCode(trx, input.labelCode), LABEL_NOT_FOUND);
    const action = input.labelHot === 1 ? 'hot' : 'unhot';
    if (action === 'hot' && LABEL_HOT_MACHINE.can('hot', label.labelHot) && (await repo.countHot(trx, label.labelType)) >= TRAIN_LABEL_HOT_MAX) {
      throw conflict(`${typeName(label.labelType)}已有${TRAIN_LABEL_HOT_MAX}个热门标签，请先取消其他热门标签`);
    }
    const [moved] = await moveStates(trx, LABEL_HOT_STATE, {
      action,
      rows: [{ key: Number(label.id), state: label.labelHot, code: label.labelCode }],
      changes: { updateTime: nowText() },
    });
    return answer({ ...label, labelHot: moved.to });
  });
}
