import { perm } from '@hrbd/contract';
import type { DomainModule } from '../../platform/domain-module.js';
import { parseTime } from '../../platform/time.js';
import { seedAdvertDemo } from './advert.demo.js';
import { annoRoutes } from './anno/anno.routes.js';
import { bannerRoutes } from './banner/banner.routes.js';
import { bannerImageKeys } from './banner/banner.service.js';
import * as m0056 from './migrations/0056-advert.js';
import { recommendCourseRoutes } from './recommend-course/recommend-course.routes.js';
import { recommendJobRoutes } from './recommend-job/recommend-job.routes.js';

/** 广告管理: 轮播图, 公告, 推荐岗位 and 推荐课程 (README.md). */
export const advertModule: DomainModule = {
  domain: 'advert',
  routes: [...bannerRoutes, ...annoRoutes, ...recommendJobRoutes, ...recommendCourseRoutes],
  migrations: { '0056-advert': m0056 },
  seeds: [
    // After the recruit and train demos: recommendations and links name their online jobs and courses.
    { name: 'demo-advert', when: 'demo', run: (db, context) => seedAdvertDemo(db, { now: parseTime(context.now), storage: context.storage }) },
  ],
  tasks: [],
  fileHolders: [{ permission: perm.oddjobMarket.advert.banner.list, keysAmong: bannerImageKeys }],
};
