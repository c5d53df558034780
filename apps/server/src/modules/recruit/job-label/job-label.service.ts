import type { BodyOf, JobLabelRecord, jobLabelApi } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import type { AppDeps } from '../../../platform/context.js';
import { conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { nowText } from '../../../platform/time.js';
import { JOB_LABEL_SEEDS, seedJobLabelCode } from './job-label.seed.js';
import * as repo from './job-label.repository.js';

type SaveInput = BodyOf<typeof jobLabelApi.saveJobLabel>;

export function listLabels(deps: AppDeps, filter: repo.LabelFilter): Promise<JobLabelRecord[]> {
  return repo.listLabels(deps.db, filter);
}

/** Adds a label, or renames / re-flags one when `labelCode` is given; names are unique. */
export async function saveLabel(deps: AppDeps, input: SaveInput): Promise<{ labelCode: string; created: boolean }> {
  return deps.db.transaction().execute(async (trx) => {
    const same = await repo.findByName(trx, input.labelName);
    const now = nowText();
    if (input.labelCode) {
      const label = found(await repo.findByCode(trx, input.labelCode), '岗位标签不存在');
      if (same && same.id !== label.id) throw conflict(`标签名称“${input.labelName}”已存在`);
      await repo.updateLabel(trx, label.id, { labelName: input.labelName, labelHot: input.labelHot, updateTime: now });
      return { labelCode: label.labelCode, created: false };
    }
    if (same) throw conflict(`标签名称“${input.labelName}”已存在`);
    const labelCode = randomCode();
    await repo.insertLabels(trx, [{ labelCode, labelName: input.labelName, labelHot: input.labelHot, createTime: now, updateTime: now }]);
    return { labelCode, created: true };
  });
}

/** Deletes a label no job carries; one in use is refused with the number of jobs that carry it. */
export async function deleteLabel(deps: AppDeps, labelCode: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const label = found(await repo.findByCode(trx, labelCode), '岗位标签不存在');
    const used = await repo.countUsage(trx, labelCode);
    if (used > 0) throw conflict(`标签“${label.labelName}”已被${used}个岗位使用，不能删除`);
    await repo.deleteLabel(trx, label.id);
  });
}

/** The labels of the given codes, for the job module's checks and answers. */
export function labelsByCodes(db: DbOrTrx, labelCodes: readonly string[]) {
  return labelCodes.length === 0 ? Promise.resolve([]) : repo.findByCodes(db, labelCodes);
}

/** The starting job labels, written once per database. */
export async function seedJobLabels(db: DbOrTrx, now: string): Promise<void> {
  await repo.insertLabels(
    db,
    JOB_LABEL_SEEDS.map(([labelName, labelHot], index) => ({ labelCode: seedJobLabelCode(index), labelName, labelHot, createTime: now, updateTime: now })),
  );
}

/**
 * The seed labels a database does not have yet, by name (a label added to the
 * seed list after the first start, such as 应届毕业生): added with their seed
 * codes unless an administrator already made one of that name.
 */
export async function addMissingSeedLabels(db: DbOrTrx, now: string): Promise<number> {
  let added = 0;
  for (const [index, [labelName, labelHot]] of JOB_LABEL_SEEDS.entries()) {
    if (await repo.findByName(db, labelName)) continue;
    const labelCode = seedJobLabelCode(index);
    if (await repo.findByCode(db, labelCode)) continue;
    await repo.insertLabels(db, [{ labelCode, labelName, labelHot, createTime: now, updateTime: now }]);
    added += 1;
  }
  return added;
}

/** The code of the label of this name, or null when there is none (the colleges' demand list reads 应届毕业生). */
export async function labelCodeByName(db: DbOrTrx, labelName: string): Promise<string | null> {
  return (await repo.findByName(db, labelName))?.labelCode ?? null;
}
