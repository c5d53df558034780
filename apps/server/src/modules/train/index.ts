import type { DomainModule } from '../../platform/domain-module.js';
import { seedExamDemo, seedRequireFormDemo } from './train.demo.js';
import { seedCourseDemo } from './course/course.demo.js';
import { examPaperRoutes } from './exam-paper/exam-paper.routes.js';
import { examTopicRoutes } from './exam-topic/exam-topic.routes.js';
import { courseRoutes } from './course/course.routes.js';
import * as m0040 from './migrations/0040-train-exam.js';
import * as m0041 from './migrations/0041-train-require-form.js';
import { trainFormRoutes } from './train-form/train-form.routes.js';
import { trainLabelRoutes } from './train-label/train-label.routes.js';
import { trainRequireRoutes } from './train-require/train-require.routes.js';
import * as m0042 from './migrations/0042-train-course.js';
import * as m0045 from './migrations/0045-train-apply.js';
import * as m0066 from './migrations/0066-train-apply-counts.js';
import * as m0069 from './migrations/0069-train-apply-county-counts.js';
import * as m0080 from './migrations/0080-train-apply-day-counts.js';
import { trainApplyRoutes } from './train-apply/train-apply.routes.js';
import { trainApplyTasks } from './train-apply/train-apply.tasks.js';
import { seedApplyDemo } from './train-apply/train-apply.demo.js';
import { trainOrderRoutes } from './train-order/train-order.routes.js';
import * as m0044 from './migrations/0044-train-class.js';
import { trainClassRoutes } from './train-class/train-class.routes.js';
import { trainClassTasks } from './train-class/train-class.tasks.js';
import { seedClassDemo } from './train-class/train-class.demo.js';
import { trainSignInRoutes } from './train-sign-in/train-sign-in.routes.js';
import { applicationsOfCourse } from './train-apply/train-apply.service.js';
import { classesOfCourse } from './train-class/train-class.service.js';
import { parseTime } from '../../platform/time.js';

/** 培训系统: courses, applications and orders, classes and sign-in, exams, requirements, forms, labels. */
export const trainModule: DomainModule = {
  domain: 'train',
  routes: [...examTopicRoutes, ...examPaperRoutes, ...trainRequireRoutes, ...trainFormRoutes, ...trainLabelRoutes, ...courseRoutes, ...trainApplyRoutes, ...trainOrderRoutes, ...trainClassRoutes, ...trainSignInRoutes],
  migrations: { '0040-train-exam': m0040, '0041-train-require-form': m0041, '0042-train-course': m0042, '0044-train-class': m0044, '0045-train-apply': m0045, '0066-train-apply-counts': m0066, '0069-train-apply-county-counts': m0069, '0080-train-apply-day-counts': m0080 },
  seeds: [
    // After the system demo (its accounts compose the papers); the skill labels are common reference data.
    { name: 'demo-train-exam', when: 'demo', run: (db, { now }) => seedExamDemo(db, { now: parseTime(now) }) },
    // 培训需求 (150, every state, with their records) and 培训表单 (8).
    { name: 'demo-train-require-form', when: 'demo', run: (db, { now }) => seedRequireFormDemo(db, { now: parseTime(now) }) },
    // After the recruit demo: its passed companies hold the 机构课程.
    { name: 'demo-train-course', when: 'demo', run: (db, { now, storage }) => seedCourseDemo(db, { now: parseTime(now), storage }) },
    // After the courses: 30,000 applications with their orders (报名管理, 订单列表).
    { name: 'demo-train-apply', when: 'demo', run: (db, { now }) => seedApplyDemo(db, { now: parseTime(now) }) },
    // After the courses: 250 classes, 12,000 students and their sign-ins.
    { name: 'demo-train-class', when: 'demo', run: (db, { now }) => seedClassDemo(db, { now: parseTime(now) }) },
  ],
  tasks: [...trainApplyTasks, ...trainClassTasks],
  usages: [applicationsOfCourse, classesOfCourse],
};
