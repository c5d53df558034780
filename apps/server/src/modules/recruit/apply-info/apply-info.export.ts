import { ageOn, APPLICANT_LABELS, APPLY_EXPORT_MAX, APPLY_LABELS, APPLY_MACHINE, APPLY_OPERATION_LABELS, DICT_TYPES, RESUME_DETAIL_LABELS as RESUME, type ApplyOperation, type applyInfoApi, type ResumeVO } from '@hrbd/contract';
import type { FastifyReply } from 'fastify';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest } from '../../../platform/errors.js';
import { pickColumns, type ValuesOf } from '../../../platform/export/columns.js';
import { listExport } from '../../../platform/export/list-export.js';
import { attachmentHeader, dictLabels, fileStamp, sendXlsx, sheet, type XlsxColumn } from '../../../platform/export/xlsx.js';
import { nowText } from '../../../platform/time.js';
import type { ResumePdfData } from '../resume/resume-pdf.document.js';
import { renderResumePdf } from '../resume/resume-pdf.js';
import {
  disclosureFor,
  historiesOf,
  NO_HISTORIES,
  resumeByCode,
  resumesByIds,
  resumeViewer,
  todayText,
  type Disclosure,
  type ResumeHistories,
} from '../resume/resume.service.js';
import * as repo from './apply-info.repository.js';
import { applicationBatches, applyFilterOf, recordsOf, type FilterInput } from './apply-info.service.js';

const educationLabel = dictLabels(DICT_TYPES.education);
const ethnicLabel = dictLabels(DICT_TYPES.ethnic);
const genderLabel = dictLabels(DICT_TYPES.gender);
const jobStatusLabel = dictLabels(DICT_TYPES.jobStatus);

const period = (begin: string, end: string | null) => `${begin} 至 ${end ?? '至今'}`;
const salary = (min: number, max: number) => (min > 0 || max > 0 ? `${min}-${max} 元/月` : '面议');

/** Refused before the first byte: afterwards the status is already 200. */
async function checkSize(deps: AppDeps, filter: repo.ApplyFilter): Promise<void> {
  const total = await repo.countApplications(deps.db, filter);
  if (total > APPLY_EXPORT_MAX) throw badRequest(`符合条件的投递记录有 ${total} 条，超过单次导出上限 ${APPLY_EXPORT_MAX} 条，请缩小筛选范围`);
}

/** Each labelled field of an application as the sheets write it, masked as the caller sees the list. */
function applyValues(disclosure: Disclosure, today: string): ValuesOf<typeof APPLY_LABELS, repo.ApplyRow> {
  return {
    usrName: (r) => r.usrName,
    state: (r) => APPLY_MACHINE.label(r.state),
    applyTime: (r) => r.applyTime,
    jobName: (r) => r.jobName,
    cmpyName: (r) => r.cmpyName,
    idCard: (r) => disclosure.idCard(r.idCard),
    mobile: (r) => disclosure.mobile(r.mobile),
    remark: (r) => r.remark,
    applyCode: (r) => r.applyCode,
    usrGender: (r) => genderLabel(r.usrGender),
    age: (r) => ageOn(r.birthDate, today),
    education: (r) => educationLabel(r.education),
    ethnic: (r) => ethnicLabel(r.ethnic),
    jobStatus: (r) => jobStatusLabel(r.jobStatus),
    jobCode: (r) => r.jobCode,
  };
}

/** dataExport: the list as it is filtered, one row per application, its columns the list's. */
export const exportApplications = listExport<typeof applyInfoApi.dataExport, typeof APPLY_LABELS, repo.ApplyRow>(APPLY_LABELS, async ({ deps, actor, query }) => {
  const filter = applyFilterOf(query, actor.scope);
  return {
    count: () => repo.countApplications(deps.db, filter),
    values: applyValues(await disclosureFor(deps, actor), todayText()),
    batches: () => applicationBatches(deps, filter),
  };
});

interface WithProgress {
  row: repo.ApplyRow;
  interview?: Awaited<ReturnType<typeof recordsOf>>['auditions'][number];
  operation?: Awaited<ReturnType<typeof recordsOf>>['operations'][number];
}

/** exportJobApplyInfos: the chosen applications (or the filtered list) with where each stands: its latest interview and operation. */
export async function exportApplicationProgress(deps: AppDeps, actor: Actor, reply: FastifyReply, input: FilterInput): Promise<void> {
  const filter = applyFilterOf(input, actor.scope);
  await checkSize(deps, filter);
  const disclosure = await disclosureFor(deps, actor);
  const today = todayText();
  async function* batches(): AsyncGenerator<WithProgress[]> {
    for await (const rows of applicationBatches(deps, filter)) {
      const { auditions, operations } = await recordsOf(
        deps.db,
        rows.map((r) => Number(r.id)),
      );
      // Both lists are newest first: the first seen per application is its latest.
      const interview = new Map<number, WithProgress['interview']>();
      for (const a of auditions) if (!interview.has(Number(a.applyId))) interview.set(Number(a.applyId), a);
      const operation = new Map<number, WithProgress['operation']>();
      for (const o of operations) if (!operation.has(Number(o.applyId))) operation.set(Number(o.applyId), o);
      yield rows.map((row) => ({ row, interview: interview.get(Number(row.id)), operation: operation.get(Number(row.id)) }));
    }
  }
  const of = applyValues(disclosure, today);
  const applicant = pickColumns<typeof APPLY_LABELS, repo.ApplyRow, keyof typeof APPLY_LABELS>(APPLY_LABELS, ['applyCode', 'usrName', 'usrGender', 'age', 'idCard', 'mobile', 'education', 'jobName', 'cmpyName', 'state', 'applyTime'], of);
  const columns: Array<XlsxColumn<WithProgress>> = [
    ...applicant.map((c): XlsxColumn<WithProgress> => ({ ...c, value: (p) => c.value(p.row) })),
    { header: '面试时间', width: 20, value: (p) => p.interview?.interviewTime ?? '' },
    { header: '面试地点', width: 30, value: (p) => p.interview?.interviewPlace ?? '' },
    { header: '面试联系人', width: 12, value: (p) => p.interview?.contactPerson ?? '' },
    { header: '联系电话', width: 16, value: (p) => p.interview?.contactPhone ?? '' },
    { header: '最近操作', width: 12, value: (p) => (p.operation ? (APPLY_OPERATION_LABELS[p.operation.action as ApplyOperation] ?? p.operation.action) : '') },
    { header: '操作人', width: 12, value: (p) => p.operation?.operatorName ?? '' },
    { header: '操作时间', width: 20, value: (p) => p.operation?.createTime ?? '' },
    ...pickColumns<typeof APPLY_LABELS, WithProgress, 'remark'>(APPLY_LABELS, ['remark'], { remark: (p) => p.row.remark }),
  ];
  const now = nowText();
  await sendXlsx(reply, `投递记录及面试安排_${fileStamp(now)}.xlsx`, `application-progress-${fileStamp(now)}.xlsx`, [
    sheet({ name: '投递记录', columns, batches }),
  ]);
}

interface HistoryRow<H> {
  resume: { resumeCode: string; usrName: string };
  item: H;
}

/**
 * resumeDetailExport: one sheet of 基本信息 per application and one per
 * history. A person who applied twice has two rows on the first sheet and
 * their histories once (sheets are written one after another, so the
 * histories are read in a second pass over the same applications).
 */
export async function exportResumeDetails(deps: AppDeps, actor: Actor, reply: FastifyReply, input: FilterInput): Promise<void> {
  const filter = applyFilterOf(input, actor.scope);
  await checkSize(deps, filter);
  const disclosure = await disclosureFor(deps, actor);
  const view = await resumeViewer(deps.db, disclosure);

  async function* basics(): AsyncGenerator<Array<{ row: repo.ApplyRow; resume: ResumeVO }>> {
    for await (const rows of applicationBatches(deps, filter)) {
      const resumes = new Map((await resumesByIds(deps.db, [...new Set(rows.map((r) => Number(r.resumeId)))])).map((r) => [Number(r.id), view(r)]));
      yield rows.flatMap((row) => {
        const resume = resumes.get(Number(row.resumeId));
        return resume ? [{ row, resume }] : [];
      });
    }
  }

  /** Each resume's histories once, in the order its first application comes. */
  function historyBatches<H>(pick: (h: ResumeHistories) => readonly H[]): () => AsyncGenerator<Array<HistoryRow<H>>> {
    return async function* () {
      const seen = new Set<number>();
      for await (const rows of applicationBatches(deps, filter)) {
        const fresh = rows.filter((r) => {
          const id = Number(r.resumeId);
          if (seen.has(id)) return false;
          seen.add(id);
          return true;
        });
        const histories = await historiesOf(
          deps.db,
          fresh.map((r) => Number(r.resumeId)),
        );
        yield fresh.flatMap((r) => pick(histories.get(Number(r.resumeId)) ?? NO_HISTORIES).map((item) => ({ resume: r, item })));
      }
    };
  }

  type Basic = { row: repo.ApplyRow; resume: ResumeVO };
  const basicColumns: Array<XlsxColumn<Basic>> = [
    ...pickColumns<typeof APPLY_LABELS, Basic, 'applyCode' | 'jobName' | 'cmpyName' | 'state' | 'applyTime'>(APPLY_LABELS, ['applyCode', 'jobName', 'cmpyName', 'state', 'applyTime'], {
      applyCode: (b) => b.row.applyCode,
      jobName: (b) => b.row.jobName,
      cmpyName: (b) => b.row.cmpyName,
      state: (b) => APPLY_MACHINE.label(b.row.state),
      applyTime: (b) => b.row.applyTime,
    }),
    { header: '简历编号', width: 36, value: (b) => b.resume.resumeCode },
    { header: APPLICANT_LABELS.usrName.label, width: 12, value: (b) => b.resume.usrName },
    { header: APPLICANT_LABELS.usrGender.label, width: 6, value: (b) => genderLabel(b.resume.usrGender) },
    { header: RESUME.birthDate.label, width: 12, value: (b) => b.resume.birthDate },
    { header: APPLICANT_LABELS.age.label, width: 6, value: (b) => b.resume.age },
    { header: APPLICANT_LABELS.idCard.label, width: 22, value: (b) => b.resume.idCard },
    { header: APPLICANT_LABELS.mobile.label, width: 14, value: (b) => b.resume.mobile },
    { header: RESUME.email.label, width: 22, value: (b) => b.resume.email },
    { header: APPLICANT_LABELS.education.label, width: 10, value: (b) => educationLabel(b.resume.education) },
    { header: APPLY_LABELS.ethnic.label, width: 10, value: (b) => ethnicLabel(b.resume.ethnic) },
    { header: APPLY_LABELS.jobStatus.label, width: 10, value: (b) => jobStatusLabel(b.resume.jobStatus) },
    { header: RESUME.address.label, width: 36, value: (b) => `${b.resume.provinceName}${b.resume.cityName}${b.resume.countyName}${b.resume.address}` },
    { header: RESUME.expectJob.label, width: 16, value: (b) => b.resume.expectJob },
    { header: RESUME.expectSalary.label, width: 16, value: (b) => salary(b.resume.expectSalaryMin, b.resume.expectSalaryMax) },
    { header: RESUME.workYears.label, width: 8, value: (b) => b.resume.workYears },
    { header: RESUME.selfIntro.label, width: 40, value: (b) => b.resume.selfIntro },
  ];
  const who = <H>(): Array<XlsxColumn<HistoryRow<H>>> => [
    { header: '简历编号', width: 36, value: (h) => h.resume.resumeCode },
    { header: APPLICANT_LABELS.usrName.label, width: 12, value: (h) => h.resume.usrName },
  ];
  type Work = ResumeHistories['workList'][number];
  type Education = ResumeHistories['educationList'][number];
  type Train = ResumeHistories['trainList'][number];
  const now = nowText();
  await sendXlsx(reply, `简历详情_${fileStamp(now)}.xlsx`, `resume-details-${fileStamp(now)}.xlsx`, [
    sheet({ name: '基本信息', columns: basicColumns, batches: basics }),
    sheet<HistoryRow<Work>>({
      name: '工作经历',
      columns: [
        ...who<Work>(),
        { header: '工作单位', width: 32, value: (h) => h.item.cmpyName },
        { header: '岗位', width: 16, value: (h) => h.item.jobName },
        { header: '起止时间', width: 26, value: (h) => period(h.item.beginDate, h.item.endDate) },
        { header: '工作内容', width: 40, value: (h) => h.item.content },
      ],
      batches: historyBatches((h) => h.workList),
    }),
    sheet<HistoryRow<Education>>({
      name: '教育经历',
      columns: [
        ...who<Education>(),
        { header: '学校名称', width: 28, value: (h) => h.item.schoolName },
        { header: '专业', width: 20, value: (h) => h.item.major },
        { header: '学历', width: 10, value: (h) => educationLabel(h.item.education) },
        { header: '起止时间', width: 26, value: (h) => period(h.item.beginDate, h.item.endDate) },
      ],
      batches: historyBatches((h) => h.educationList),
    }),
    sheet<HistoryRow<Train>>({
      name: '培训经历',
      columns: [
        ...who<Train>(),
        { header: '培训机构', width: 28, value: (h) => h.item.trainOrg },
        { header: '培训课程', width: 24, value: (h) => h.item.trainCourse },
        { header: '获得证书', width: 20, value: (h) => h.item.certificate },
        { header: '起止时间', width: 26, value: (h) => period(h.item.beginDate, h.item.endDate) },
      ],
      batches: historyBatches((h) => h.trainList),
    }),
  ]);
}

// ---------------------------------------------------------------------------
// The resume as a PDF
// ---------------------------------------------------------------------------

export async function downloadResumePdf(deps: AppDeps, actor: Actor, reply: FastifyReply, resumeCode: string): Promise<void> {
  const resume = await resumeByCode(deps.db, resumeCode);
  const disclosure = await disclosureFor(deps, actor);
  const [view, histories] = await Promise.all([resumeViewer(deps.db, disclosure), historiesOf(deps.db, [resume.id])]);
  const vo = view(resume);
  const { workList, educationList, trainList } = histories.get(resume.id) ?? NO_HISTORIES;
  const now = nowText();
  const data: ResumePdfData = {
    name: vo.usrName,
    facts: [
      [APPLICANT_LABELS.usrGender.label, genderLabel(vo.usrGender)],
      [APPLICANT_LABELS.age.label, `${vo.age} 岁`],
      [RESUME.birthDate.label, vo.birthDate],
      [APPLY_LABELS.ethnic.label, ethnicLabel(vo.ethnic)],
      [APPLICANT_LABELS.education.label, educationLabel(vo.education)],
      [APPLY_LABELS.jobStatus.label, jobStatusLabel(vo.jobStatus)],
      [APPLICANT_LABELS.idCard.label, vo.idCard],
      [APPLICANT_LABELS.mobile.label, vo.mobile],
      [RESUME.email.label, vo.email],
      [RESUME.address.label, `${vo.provinceName}${vo.cityName}${vo.countyName}${vo.address}`],
    ],
    intention: [
      [RESUME.expectJob.label, vo.expectJob],
      [RESUME.expectSalary.label, salary(vo.expectSalaryMin, vo.expectSalaryMax)],
      [RESUME.workYears.label, `${vo.workYears} 年`],
    ],
    selfIntro: vo.selfIntro,
    sections: [
      {
        title: '工作经历',
        items: workList.map((w) => ({ heading: `${w.cmpyName}　${w.jobName}`, period: period(w.beginDate, w.endDate), lines: w.content ? [w.content] : [] })),
      },
      {
        title: '教育经历',
        items: educationList.map((e) => ({
          heading: `${e.schoolName}　${[e.major, educationLabel(e.education)].filter(Boolean).join('　')}`,
          period: period(e.beginDate, e.endDate),
          lines: [],
        })),
      },
      {
        title: '培训经历',
        items: trainList.map((t) => ({
          heading: `${t.trainOrg}　${t.trainCourse}`,
          period: period(t.beginDate, t.endDate),
          lines: t.certificate ? [`获得证书：${t.certificate}`] : [],
        })),
      },
    ],
    footer: `人力资源大数据管理平台　${actor.realName} 于 ${now} 下载`,
  };
  const bytes = await renderResumePdf(deps.config, data);
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentHeader(`简历_${vo.usrName}.pdf`, `resume-${resumeCode}.pdf`))
    .header('cache-control', 'no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
