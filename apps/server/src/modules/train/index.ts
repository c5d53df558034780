import type { DomainModule } from '../../platform/domain-module.js';
import { seedExamDemo } from './train.demo.js';
import { examPaperRoutes } from './exam-paper/exam-paper.routes.js';
import { examTopicRoutes } from './exam-topic/exam-topic.routes.js';
import * as m0040 from './migrations/0040-train-exam.js';

/** 培训系统: so far 考试管理 (题库管理, 试卷管理). */
export const trainModule: DomainModule = {
  domain: 'train',
  routes: [...examTopicRoutes, ...examPaperRoutes],
  migrations: { '0040-train-exam': m0040 },
  seeds: [
    // After the system demo (its accounts compose the papers); the skill labels are common reference data.
    { name: 'demo-train-exam', when: 'demo', run: (db) => seedExamDemo(db) },
  ],
  tasks: [],
};
