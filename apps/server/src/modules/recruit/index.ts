import type { DomainModule } from '../../platform/domain-module.js';
import { seedResumeDemo } from './apply-info/apply-info.demo.js';
import { applyInfoRoutes } from './apply-info/apply-info.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { seedHotEventDemo } from './hot-event/hot-event.demo.js';
import { hotEventRoutes } from './hot-event/hot-event.routes.js';
import { seedResumeSkillsDemo } from './industrial-army/industrial-army.demo.js';
import { industrialArmyRoutes } from './industrial-army/industrial-army.routes.js';
import { jobCategoryRoutes } from './job-category/job-category.routes.js';
import { seedJobFairDemo } from './job-fair/job-fair.demo.js';
import { jobFairRoutes } from './job-fair/job-fair.routes.js';
import { jobLabelRoutes } from './job-label/job-label.routes.js';
import { seedJobLabels } from './job-label/job-label.service.js';
import { jobRoutes } from './job/job.routes.js';
import { jobTasks } from './job/job.tasks.js';
import * as m0021 from './migrations/0021-job.js';
import * as m0022 from './migrations/0022-resume.js';
import * as m0023 from './migrations/0023-resume-indexes.js';
import * as m0024 from './migrations/0024-job-fair.js';
import * as m0025 from './migrations/0025-hot-event.js';
import * as m0026 from './migrations/0026-outsource-industrial-army.js';
import * as m0030 from './migrations/0030-job-operation.js';
import * as m0074 from './migrations/0074-apply-county-counts.js';
import * as m0075 from './migrations/0075-apply-county.js';
import * as m0078 from './migrations/0078-apply-county-per-statement.js';
import * as m0082 from './migrations/0082-apply-time-order.js';
import * as m0085 from './migrations/0085-apply-job-state-index.js';
import { seedOutsourceDemo } from './outsource/outsource.demo.js';
import { outsourceRoutes } from './outsource/outsource.routes.js';
import { seedRecruitDemo } from './recruit.demo.js';
import { parseTime } from '../../platform/time.js';

/** 人力资源大数据: jobs, applications and resumes, job fairs, hot events, outsourcing, talent matching. */
export const recruitModule: DomainModule = {
  domain: 'recruit',
  routes: [
    ...jobRoutes,
    ...jobCategoryRoutes,
    ...jobLabelRoutes,
    ...applyInfoRoutes,
    ...healthRoutes,
    ...outsourceRoutes,
    ...industrialArmyRoutes,
    ...jobFairRoutes,
    ...hotEventRoutes,
  ],
  migrations: {
    '0021-job': m0021,
    '0022-resume': m0022,
    '0023-resume-indexes': m0023,
    '0024-job-fair': m0024,
    '0025-hot-event': m0025,
    '0026-outsource-industrial-army': m0026,
    '0030-job-operation': m0030,
    '0074-apply-county-counts': m0074,
    '0075-apply-county': m0075,
    '0078-apply-county-per-statement': m0078,
    '0082-apply-time-order': m0082,
    '0085-apply-job-state-index': m0085,
  },
  seeds: [
    { name: 'recruit-reference', when: 'once', run: (db, { now }) => seedJobLabels(db, now) },
    // After the system demo: its 招聘管理员 accounts submit and review the companies and jobs.
    { name: 'demo-recruit', when: 'demo', run: (db, { now }) => seedRecruitDemo(db, { now: parseTime(now) }) },
    // After the jobs: people apply to the demo jobs that went online.
    { name: 'demo-resume', when: 'demo', run: (db, { now }) => seedResumeDemo(db, { now: parseTime(now) }) },
    // After the resumes and companies: skills on every demo resume (the industrial-army match ranks by them)
    // and people placed with passed companies through the 人力资源服务 ones.
    {
      name: 'demo-outsource',
      when: 'demo',
      run: async (db, { now }) => {
        await seedResumeSkillsDemo(db, { now: parseTime(now) });
        await seedOutsourceDemo(db, { now: parseTime(now) });
      },
    },
    // After the applications: a past fair's resumes are those its jobs received while it ran.
    { name: 'demo-jobfair', when: 'demo', run: (db, { now }) => seedJobFairDemo(db, { now: parseTime(now) }) },
    { name: 'demo-hotevent', when: 'demo', run: (db, { now }) => seedHotEventDemo(db, { now: parseTime(now) }) },
  ],
  tasks: jobTasks,
};
