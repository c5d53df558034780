import { EXPORT_ROW_MAX, STUDENT_FINISH_LABELS, trainStudentApi, type QueryOf } from '@hrbd/contract';
import type { FastifyReply } from 'fastify';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest, found } from '../../../platform/errors.js';
import { keysetBatches } from '../../../platform/export/batches.js';
import { fileStamp, sendXlsx, sheet, type XlsxColumn } from '../../../platform/export/xlsx.js';
import { nowText } from '../../../platform/time.js';
import { disclosureFor } from '../../recruit/resume/resume.service.js';
import * as repo from './train-class.repository.js';
import { CLASS_NOT_FOUND } from './train-class.service.js';

type Row = Awaited<ReturnType<typeof repo.studentBatch>>[number] & { bestScore: number | null };

/**
 * exportStudentDetais: the students of 学员管理's filter, streamed a batch
 * at a time (attendance, best score in the class's paper, 结业 and its
 * reason); ID numbers and mobiles as the caller may see them.
 */
export async function exportStudents(deps: AppDeps, actor: Actor, reply: FastifyReply, input: QueryOf<typeof trainStudentApi.exportStudentDetais>): Promise<void> {
  let classId: number | undefined;
  if (input.classCode) classId = found(await repo.findByCode(deps.db, input.classCode, actor.scope), CLASS_NOT_FOUND).id;
  const filter = { scope: actor.scope, classId, usrName: input.usrName, idCard: input.idCard, finishState: input.finishState };
  const total = await repo.countStudents(deps.db, filter);
  if (total > EXPORT_ROW_MAX) throw badRequest(`符合条件的学员有 ${total} 条，超过单次导出上限 ${EXPORT_ROW_MAX} 条，请缩小筛选范围`);
  const disclosure = await disclosureFor(deps, actor);
  async function* batches(): AsyncGenerator<Row[]> {
    for await (const rows of keysetBatches(
      (after: number | null, limit) => repo.studentBatch(deps.db, filter, after, limit),
      (last) => Number(last.id),
    )) {
      const byPaper = new Map<string, string[]>();
      for (const r of rows) if (r.paperCode) byPaper.set(r.paperCode, [...(byPaper.get(r.paperCode) ?? []), r.studentCode]);
      const best = new Map<string, number>();
      for (const [paperCode, codes] of byPaper) for (const [code, score] of await repo.bestScoresOf(deps.db, paperCode, codes)) best.set(code, score);
      yield rows.map((r) => ({ ...r, bestScore: best.get(r.studentCode) ?? null }));
    }
  }
  const rate = (r: Row) => (Number(r.sessionCount) === 0 ? '' : `${Math.floor((Number(r.attended) * 100) / Number(r.sessionCount))}%`);
  const columns: Array<XlsxColumn<Row>> = [
    { header: '姓名', width: 10, value: (r) => r.usrName },
    { header: '身份证号', width: 22, value: (r) => disclosure.idCard(r.idCard) },
    { header: '手机号', width: 14, value: (r) => disclosure.mobile(r.mobile) },
    { header: '所在班级', width: 30, value: (r) => r.className },
    { header: '班级编号', width: 34, value: (r) => r.classCode },
    { header: '学历', width: 8, value: (r) => r.education },
    { header: '就业状态', width: 10, value: (r) => r.employState },
    { header: '出勤课次', width: 10, value: (r) => `${Number(r.attended)}/${Number(r.sessionCount)}` },
    { header: '出勤率', width: 8, value: rate },
    { header: '最高成绩', width: 8, value: (r) => r.bestScore },
    { header: '结业状态', width: 8, value: (r) => STUDENT_FINISH_LABELS[r.finishState as 0 | 1 | 2] ?? '' },
    { header: '未结业原因', width: 30, value: (r) => r.finishReason },
    { header: '加入时间', width: 20, value: (r) => r.createTime },
  ];
  const now = nowText();
  await sendXlsx(reply, `学员明细_${fileStamp(now)}.xlsx`, `student-details-${fileStamp(now)}.xlsx`, [sheet<Row>({ name: '学员明细', columns, batches })]);
}
