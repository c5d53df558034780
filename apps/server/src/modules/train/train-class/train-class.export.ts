import { attendRateText, STUDENT_FINISH_LABELS, STUDENT_LABELS, type trainStudentApi } from '@hrbd/contract';
import { keysetBatches } from '../../../platform/export/batches.js';
import { listExport } from '../../../platform/export/list-export.js';
import { disclosureFor } from '../../recruit/resume/resume.service.js';
import * as repo from './train-class.repository.js';
import { bestScoresOfRows, studentFilterOf } from './train-class.service.js';

type Row = Awaited<ReturnType<typeof repo.studentBatch>>[number] & { bestScore: number | null };

/**
 * exportStudentDetais (学员明细): the students of 学员管理's filter, a batch
 * at a time, in STUDENT_LABELS' columns (attendance, best score in the
 * class's paper, 结业 and its reason); ID numbers and mobiles as the caller
 * may see them.
 */
export const exportStudents = listExport<typeof trainStudentApi.exportStudentDetais, typeof STUDENT_LABELS, Row>(STUDENT_LABELS, async ({ deps, actor, query }) => {
  const filter = await studentFilterOf(deps, actor, query);
  const disclosure = await disclosureFor(deps, actor);
  return {
    count: () => repo.countStudents(deps.db, filter),
    values: {
      usrName: (r) => r.usrName,
      finishState: (r) => STUDENT_FINISH_LABELS[r.finishState as 0 | 1 | 2] ?? '',
      idCard: (r) => disclosure.idCard(r.idCard),
      mobile: (r) => disclosure.mobile(r.mobile),
      className: (r) => r.className,
      attendance: (r) => `${Number(r.attended)}/${Number(r.sessionCount)}`,
      education: (r) => r.education,
      employState: (r) => r.employState,
      classCode: (r) => r.classCode,
      attendRate: (r) => attendRateText(Number(r.attended), Number(r.sessionCount)),
      bestScore: (r) => r.bestScore,
      finishReason: (r) => r.finishReason,
      createTime: (r) => r.createTime,
    },
    batches: async function* () {
      for await (const rows of keysetBatches(deps.db, (after: number | null, limit) => repo.studentBatch(deps.db, filter, after, limit), (last) => Number(last.id))) {
        const best = await bestScoresOfRows(deps.db, rows);
        yield rows.map((r) => ({ ...r, bestScore: best.get(r.studentCode) ?? null }));
      }
    },
  };
});
