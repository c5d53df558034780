import { perm } from '@hrbd/contract';
import type { DomainModule } from '../../platform/domain-module.js';
import { addMissingSeedLabels } from '../recruit/job-label/job-label.service.js';
import { campusFairRoutes } from './campus-fair/campus-fair.routes.js';
import { collegeRoutes } from './college/college.routes.js';
import { collegeFileKeysAmong } from './college/college.service.js';
import { seedCollegeDemo } from './college.demo.js';
import * as m0046 from './migrations/0046-college.js';
import * as m0072 from './migrations/0072-college-bench-indexes.js';
import * as m0079 from './migrations/0079-student-stat-per-statement.js';
import * as m0083 from './migrations/0083-college-county-counts.js';
import * as m0084 from './migrations/0084-college-student-counts.js';
import * as m0086 from './migrations/0086-college-year-job-counts.js';
import { provideNeedRoutes } from './provide-need/provide-need.routes.js';
import { collegeStatisticsRoutes } from './statistics/statistics.routes.js';
import { studentRoutes } from './student/student.routes.js';

/**
 * 高校及职业技能学校: college review (院校审核 and 入驻申请), students, supply
 * and demand, campus job fairs, and the college statistics (catalogue domain
 * `stats`). After recruitment and companies, whose jobs and companies it reads.
 */
export const collegeModule: DomainModule = {
  domain: 'college',
  routes: [...collegeRoutes, ...studentRoutes, ...campusFairRoutes, ...provideNeedRoutes, ...collegeStatisticsRoutes],
  migrations: { '0046-college': m0046, '0072-college-bench-indexes': m0072, '0079-student-stat-per-statement': m0079, '0083-college-county-counts': m0083, '0084-college-student-counts': m0084, '0086-college-year-job-counts': m0086 },
  seeds: [
    // 应届毕业生 joined the job-label seed list with this domain: databases seeded before it get it too.
    { name: 'college-job-labels', when: 'once', run: (db, { now }) => addMissingSeedLabels(db, now) },
    // After the recruitment demo: campus fairs bring its passed companies and their jobs.
    { name: 'demo-college', when: 'demo', run: (db, { now }) => seedCollegeDemo(db, now) },
  ],
  tasks: [],
  fileHolders: [{ permission: perm.school.college.list, keysAmong: collegeFileKeysAmong }],
};
