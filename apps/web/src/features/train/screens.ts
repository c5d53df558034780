import type { Screen } from '../../lib/screen';
import { lazyComponent } from '../../lib/lazy-module';

/** Screens of the train domain (培训系统), by the resource tree's menu paths. */
export const trainScreens: Screen[] = [
  { path: '/train/exam/topic', component: lazyComponent(() => import('./exam-topic/exam-topic-page')) },
  { path: '/train/exam/paper', component: lazyComponent(() => import('./exam-paper/exam-paper-page')) },
  { path: '/train/requirement', component: lazyComponent(() => import('./requirement/requirement-page')) },
  { path: '/train/form', component: lazyComponent(() => import('./form/form-page')) },
  { path: '/train/label', component: lazyComponent(() => import('./label/label-page')) },
  { path: '/train/course/list', component: lazyComponent(() => import('./course/course-list-page')) },
  { path: '/train/course/online', component: lazyComponent(() => import('./course/online-course-page')) },
  { path: '/train/course/custom', component: lazyComponent(() => import('./course/custom-course-page')) },
  { path: '/train/course/approval', component: lazyComponent(() => import('./course/course-approval-page')) },
  { path: '/train/apply', component: lazyComponent(() => import('./apply/apply-page')) },
  { path: '/train/order', component: lazyComponent(() => import('./order/order-page')) },
  { path: '/train/class', component: lazyComponent(() => import('./class/class-page')) },
  { path: '/train/student', component: lazyComponent(() => import('./student/student-page')) },
  { path: '/train/sign-in', component: lazyComponent(() => import('./sign-in/sign-in-page')) },
];
