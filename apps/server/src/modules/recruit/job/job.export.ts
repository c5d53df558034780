import { DICT_TYPES, JOB_LABELS, JOB_MACHINE, salaryText, type JobRecord, type jobApi } from '@hrbd/contract';
import type { ValuesOf } from '../../../platform/export/columns.js';
import { listExport } from '../../../platform/export/list-export.js';
import { dictLabels } from '../../../platform/export/xlsx.js';
import { jobsForExport } from './job.service.js';

const educationLabel = dictLabels(DICT_TYPES.education);

/** Each labelled field as the sheet writes it: the words the list shows. */
const VALUES: ValuesOf<typeof JOB_LABELS, JobRecord> = {
  jobName: (j) => j.jobName,
  approveType: (j) => JOB_MACHINE.label(j.approveType),
  refreshTime: (j) => j.refreshTime,
  createTime: (j) => j.createTime,
  cmpyName: (j) => j.cmpyName,
  salary: (j) => salaryText(j.salaryMin, j.salaryMax),
  jobCategoryName: (j) => j.jobCategoryName,
  education: (j) => educationLabel(j.education),
  headcount: (j) => j.headcount,
  countyName: (j) => j.countyName,
  labels: (j) => j.labels.map((l) => l.labelName).join('、'),
  period: (j) => `${j.beginTime.slice(0, 10)} 至 ${j.endTime.slice(0, 10)}`,
  jobCode: (j) => j.jobCode,
};

/** 岗位列表 / 岗位审核 exported: the jobs under the list's filters and tab, inside the caller's region. */
export const exportJobs = listExport<typeof jobApi.queryJobInfoList, typeof JOB_LABELS, JobRecord>(JOB_LABELS, async ({ deps, actor, body }) => ({
  ...(await jobsForExport(deps, actor.scope, body)),
  values: VALUES,
}));
