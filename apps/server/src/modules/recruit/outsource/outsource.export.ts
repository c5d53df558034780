import {
  DICT_TYPES,
  EMPLOY_TYPE_LABELS,
  OUTSOURCE_EXPORT_MAX,
  OUTSOURCE_STATE_LABELS,
  type OutsourceFilterInput,
  type OutsourceRecord,
  type OutsourceState,
} from '@hrbd/contract';
import type { FastifyReply } from 'fastify';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest } from '../../../platform/errors.js';
import { keysetBatches } from '../../../platform/export/batches.js';
import { dictLabels, fileStamp, sendXlsx, sheet, type XlsxColumn } from '../../../platform/export/xlsx.js';
import { nowText } from '../../../platform/time.js';
import { disclosureFor, todayText } from '../resume/resume.service.js';
import * as repo from './outsource.repository.js';
import { outsourceFilterOf, outsourceRecordOf } from './outsource.service.js';

const educationLabel = dictLabels(DICT_TYPES.education);
const genderLabel = dictLabels(DICT_TYPES.gender);

const COLUMNS: ReadonlyArray<XlsxColumn<OutsourceRecord>> = [
  { header: '姓名', width: 10, value: (r) => r.usrName },
  { header: '性别', width: 6, value: (r) => genderLabel(r.usrGender) },
  { header: '年龄', width: 6, value: (r) => r.age },
  { header: '身份证号', width: 22, value: (r) => r.idCard },
  { header: '手机号', width: 14, value: (r) => r.mobile },
  { header: '学历', width: 10, value: (r) => educationLabel(r.education) },
  { header: '用工单位', width: 32, value: (r) => r.cmpyName },
  { header: '派遣单位', width: 32, value: (r) => r.dispatchCmpyName },
  { header: '用工形式', width: 10, value: (r) => EMPLOY_TYPE_LABELS[r.employType] ?? String(r.employType) },
  { header: '岗位名称', width: 16, value: (r) => r.postName },
  { header: '月薪（元）', width: 10, value: (r) => r.salary },
  { header: '合同开始日期', width: 12, value: (r) => r.contractStart },
  { header: '合同结束日期', width: 12, value: (r) => r.contractEnd },
  { header: '在岗状态', width: 10, value: (r) => OUTSOURCE_STATE_LABELS[r.state as OutsourceState] ?? String(r.state) },
  { header: '离职日期', width: 12, value: (r) => r.leaveDate ?? '' },
  { header: '离职原因', width: 20, value: (r) => r.leaveReason },
  { header: '登记时间', width: 20, value: (r) => r.createTime },
];

/** exportListHandler: the list as it is filtered, newest contract first, masked as the caller sees the list. */
export async function exportPlacements(deps: AppDeps, actor: Actor, reply: FastifyReply, input: OutsourceFilterInput): Promise<void> {
  const today = todayText();
  const filter = outsourceFilterOf(input, actor.scope, today);
  // Refused before the first byte: afterwards the status is already 200.
  const total = await repo.countPlacements(deps.db, filter);
  if (total > OUTSOURCE_EXPORT_MAX) throw badRequest(`符合条件的外包员工有 ${total} 条，超过单次导出上限 ${OUTSOURCE_EXPORT_MAX} 条，请缩小筛选范围`);
  const disclosure = await disclosureFor(deps, actor);

  async function* batches(): AsyncGenerator<OutsourceRecord[]> {
    const rows = keysetBatches<repo.OutsourceRow, repo.OutsourceCursor>(
      (after, limit) => repo.exportBatch(deps.db, filter, after, limit),
      (last) => ({ contractStart: last.contractStart, id: Number(last.id) }),
    );
    for await (const batch of rows) yield batch.map((row) => outsourceRecordOf(row, disclosure, today));
  }

  const now = nowText();
  await sendXlsx(reply, `外包员工_${fileStamp(now)}.xlsx`, `outsourcing-employees-${fileStamp(now)}.xlsx`, [sheet({ name: '外包员工', columns: COLUMNS, batches })]);
}
