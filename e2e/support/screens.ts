import type { Page } from 'playwright-core';

/**
 * Every list screen of the console that has demo rows (issue 9: at first those whose state or time columns
 * were off-screen at 1440 px). 素材管理 has none: the demo seeds no materials (uploads.e2e.ts and train-course.e2e.ts upload their own).
 */
export const LIST_SCREENS = [
  { name: '岗位列表', path: '/recruit/job/list' },
  { name: '岗位审核', path: '/recruit/job/review' },
  { name: '企业审核', path: '/recruit/company/approval' },
  { name: '投递记录', path: '/recruit/resume/list' },
  { name: '外包员工', path: '/recruit/outsource' },
  { name: '用户管理', path: '/system/user' },
  { name: '埋点管理', path: '/system/event' },
  { name: '操作日志', path: '/system/operlog' },
  { name: '登录日志', path: '/system/loginlog' },
  { name: '在线用户', path: '/system/online' },
  { name: '题库管理', path: '/train/exam/topic' },
  { name: '试卷管理', path: '/train/exam/paper' },
  { name: '培训需求', path: '/train/requirement' },
  { name: '培训表单', path: '/train/form' },
  { name: '课程审核', path: '/train/course/approval' },
  { name: '课程列表', path: '/train/course/list' },
  { name: '政策申请审核', path: '/policy/apply' },
  { name: '补贴项目', path: '/policy/subsidy' },
  { name: '报名管理', path: '/train/apply' },
  { name: '订单列表', path: '/train/order' },
  { name: '班级管理', path: '/train/class' },
  { name: '学员管理', path: '/train/student' },
  { name: '技能机构', path: '/policy/organ' },
  { name: '政策发文', path: '/policy/promulgation' },
  { name: '申报通知', path: '/policy/notify' },
  { name: '政策资讯', path: '/policy/news' },
  { name: '驿站及活动管理', path: '/recruit/station/manage' },
  { name: '驿站活动', path: '/recruit/station/activity' },
  { name: '结算管理', path: '/recruit/station/settlement' },
  { name: '政策信息', path: '/policy/info' },
  { name: '政策报告', path: '/policy/report' },
  { name: '政策文件', path: '/policy/file' },
  { name: '政策事项', path: '/policy/item' },
  { name: '政策申报', path: '/policy/declare' },
  { name: '院校管理', path: '/school/college' },
  { name: '学生管理', path: '/school/student' },
  { name: '校园招聘会', path: '/school/jobfair' },
  { name: '小区管理', path: '/oddjobMarket/rent/community' },
  { name: '闲置房屋', path: '/oddjobMarket/idle-house' },
  { name: '房源管理', path: '/oddjobMarket/rent/house' },
  { name: '租户管理', path: '/oddjobMarket/rent/tenant' },
  { name: '退租申请', path: '/oddjobMarket/rent/quit' },
  { name: '租赁企业', path: '/oddjobMarket/rent/company' },
  { name: '轮播图管理', path: '/oddjobMarket/advert/banner' },
  { name: '公告管理', path: '/oddjobMarket/advert/anno' },
  { name: '推荐岗位', path: '/oddjobMarket/advert/recommend-job' },
  { name: '推荐课程', path: '/oddjobMarket/advert/recommend-course' },
  { name: '商户认证', path: '/oddjobMarket/shop/info' },
  { name: '提现管理', path: '/oddjobMarket/shop/withdrawal' },
  { name: '评价管理', path: '/oddjobMarket/shop/comment' },
  { name: '红包补贴用户', path: '/oddjobMarket/redpkg' },
  { name: '支付申请审批', path: '/oddjobMarket/payment' },
  { name: '合同模板', path: '/oddjobMarket/contract/model' },
  { name: '在线签约', path: '/oddjobMarket/contract/sign' },
  { name: '企业合同', path: '/oddjobMarket/contract/company' },
  { name: '电子卡充值', path: '/oddjobMarket/card' },
  { name: '企业统计', path: '/recruit/company/statistics' },
  { name: '招聘会', path: '/recruit/jobfair' },
  { name: '热点事件', path: '/recruit/hot-event' },
  { name: '线上课程', path: '/train/course/online' },
  { name: '自定义课程', path: '/train/course/custom' },
  { name: '供需信息', path: '/school/provide-need' },
  { name: '账单管理', path: '/oddjobMarket/shop/bill' },
  { name: '房源上报', path: '/oddjobMarket/rent/report' },
  { name: '角色管理', path: '/system/role' },
  { name: '资源管理', path: '/system/resource' },
  { name: '消息管理', path: '/system/message' },
  { name: '定时任务', path: '/system/schedule' },
  { name: '字典管理', path: '/system/dict' },
] as const;

export interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/**
 * Records the Content-Security-Policy violations the browser reports in `page`'s context, installed before
 * any page script runs and again on every navigation. Browser code as text: this package is compiled without the DOM's types.
 */
export async function recordViolations(page: Page): Promise<void> {
  await page.context().addInitScript({
    content: `window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        window.cspViolations.push({ directive: e.violatedDirective, blocked: e.blockedURI, page: location.hash });
      });`,
  });
}

/** Violations reported since the last call (a hash change keeps the document, and so the list). */
export const takeViolations = (page: Page) => page.evaluate<Violation[]>('(window.cspViolations || []).splice(0)');
