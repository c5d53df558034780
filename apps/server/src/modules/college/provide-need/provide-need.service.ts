import { GRADUATE_JOB_LABEL, type BodyOf, type NeedRecord, type Page, type provideNeedApi } from '@hrbd/contract';
import type { AppDeps } from '../../../platform/context.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { nowText } from '../../../platform/time.js';
import { pageDemandJobs } from '../../recruit/job/job.service.js';
import { labelCodeByName } from '../../recruit/job-label/job-label.service.js';
import { openFairJobs } from '../campus-fair/campus-fair.service.js';
import { pageSupply } from '../statistics/statistics.service.js';

type ProvideInput = BodyOf<typeof provideNeedApi.queryProvideList>;
type NeedInput = BodyOf<typeof provideNeedApi.queryNeedAnnoList>;

/** Graduate supply per college × 专业 × 毕业年份 of the passed colleges in the scope, from the students' counters. */
export function pageProvide(deps: AppDeps, scope: DataScope, input: ProvideInput) {
  return pageSupply(deps.db, { scope, collegeCode: input.collegeCode, categoryCode: input.categoryCode, education: input.education, graduateYear: input.graduateYear }, input);
}

/**
 * Company demand: recruiting jobs (已上线, end ahead, of passed companies in
 * the scope) at a campus fair not yet ended, or labelled 应届毕业生, read
 * through recruitment's job service, each with the campus fairs it is at.
 */
export async function pageNeed(deps: AppDeps, scope: DataScope, input: NeedInput): Promise<Page<NeedRecord>> {
  const now = nowText();
  const [fairJobs, labelCode] = await Promise.all([openFairJobs(deps.db, now), labelCodeByName(deps.db, GRADUATE_JOB_LABEL)]);
  const jobIds = [...new Set(fairJobs.map((j) => j.jobId))];
  const page = await pageDemandJobs(deps, scope, { jobCategoryCode: input.jobCategoryCode, education: input.education, regionCode: input.regionCode, jobIds, labelCode, now }, input);
  const fairsOf = (jobCode: string) =>
    fairJobs.filter((f) => f.jobCode === jobCode).map((f) => ({ fairCode: f.fairCode, fairName: f.fairName, collegeName: f.collegeName, startTime: f.startTime }));
  return {
    total: page.total,
    records: page.records.map((job) => ({
      jobCode: job.jobCode,
      jobName: job.jobName,
      cmpyCode: job.cmpyCode,
      cmpyName: job.cmpyName,
      jobCategoryCode: job.jobCategoryCode,
      jobCategoryName: job.jobCategoryName,
      headcount: job.headcount,
      education: job.education,
      salaryMin: job.salaryMin,
      salaryMax: job.salaryMax,
      countyCode: job.countyCode,
      countyName: job.countyName,
      endTime: job.endTime,
      fairs: fairsOf(job.jobCode),
      forGraduates: labelCode !== null && job.labels.some((l) => l.labelCode === labelCode),
    })),
  };
}
