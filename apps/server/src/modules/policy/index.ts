import type { DomainModule } from '../../platform/domain-module.js';
import { policyApplyRoutes } from './apply/apply.routes.js';
import * as m0043 from './migrations/0043-policy-subsidy.js';
import * as m0050 from './migrations/0050-policy-publications-files.js';
import { policyFileRoutes } from './policy-file/policy-file.routes.js';
import { publicationRoutes } from './publication/publication.routes.js';
import { publicationTasks } from './publication/publication.tasks.js';
import { seedPolicyDemo } from './policy.demo.js';
import { seedPolicyPublicationsDemo } from './policy-publications.demo.js';
import { subsidyRoutes } from './subsidy/subsidy.routes.js';

/** 政策管理: so far 补贴项目 and 政策申请审核. */
export const policyModule: DomainModule = {
  domain: 'policy',
  routes: [
    ...subsidyRoutes,
    ...policyApplyRoutes,
    ...publicationRoutes,
    ...policyFileRoutes,
  ],
  migrations: {
    '0043-policy-subsidy': m0043,
    '0050-policy-publications-files': m0050,
  },
  seeds: [
    // 20 补贴项目 in every state and 20,000 applications with their 审核记录, after the system demo's staff.
    { name: 'demo-policy-subsidy', when: 'demo', run: (db, context) => seedPolicyDemo(db, context.now) },
    // 60 政策文件 with 150 政策事项, 2,000 政策申报, 60 政策信息 and 20 政策报告, after the projects they relate to.
    { name: 'demo-policy-publications', when: 'demo', run: (db, context) => seedPolicyPublicationsDemo(db, context.now) },
  ],
  tasks: [
    ...publicationTasks,
  ],
};
