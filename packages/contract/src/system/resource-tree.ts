import type { ResourceType } from './labels.js';

/**
 * The seeded resource tree: the six sub-systems (top tabs), their menus and the
 * buttons endpoints are guarded by. The console builds its sidebar from the
 * menus a user holds; each endpoint's permission code must be a node here.
 *
 * `perm` is the tree itself, typed: `perm.recruit.hotEvent.add` is the code
 * 'recruit:hotEvent:add' (a literal type), `perm.recruit.hotEvent.code` the
 * menu's own code. Contract entries and console buttons name codes through it,
 * so a misspelt code fails the type check and a search for `hotEvent.add`
 * finds the tree, the endpoint and the button.
 */
export interface ResourceSeed {
  code: string;
  name: string;
  type: ResourceType;
  path?: string;
  icon?: string;
  hidden?: boolean;
  children?: ResourceSeed[];
}

/** Where a node keeps its seed, out of the way of its children's and buttons' names. */
const SEED: unique symbol = Symbol('resource seed');

interface TreeNode<C extends string> {
  readonly code: C;
  readonly [SEED]: ResourceSeed;
}

/** A screen's buttons: action → its full code, e.g. add → 'recruit:hotEvent:add'. */
type ButtonCodes<C extends string, B> = { readonly [K in keyof B & string]: `${C}:${K}` };

/** A leaf screen (a menu with a path) and its buttons, `{ action: 名称 }`. */
function screen<C extends string, const B extends Readonly<Record<string, string>> = {}>(
  code: C,
  name: string,
  path: string,
  icon: string,
  buttons: B = {} as B,
): TreeNode<C> & ButtonCodes<C, B> {
  const codes = Object.fromEntries(Object.keys(buttons).map((action) => [action, `${code}:${action}`]));
  const children: ResourceSeed[] = Object.entries(buttons).map(([action, label]) => ({ code: `${code}:${action}`, name: label, type: 'button' }));
  return { ...codes, code, [SEED]: { code, name, type: 'menu', path, icon, children } } as TreeNode<C> & ButtonCodes<C, B>;
}

/** A menu grouping screens (or a sub-system, a top tab), children in display order. */
function menu<C extends string, const K extends Readonly<Record<string, TreeNode<string>>>>(
  code: C,
  name: string,
  path: string,
  icon: string,
  children: K,
): TreeNode<C> & K {
  const seeds = Object.values(children).map((child) => child[SEED]);
  return { ...children, code, [SEED]: { code, name, type: 'menu', path, icon, children: seeds } };
}

const CRUD = { list: '查询', add: '新增', edit: '编辑', remove: '删除' } as const;
const REVIEW = { list: '查询', review: '审核' } as const;
const EXPORT = { export: '导出' } as const;
/** 技能机构, 政策发文, 申报通知: one state machine (草稿 → 提交 → 撤销), the same buttons. */
const SUBMIT_REVOKE = { ...CRUD, submit: '提交', revoke: '撤销' } as const;

export const TOP_TABS = [
  { code: 'plateform:recruit', name: '人力资源大数据', path: '/busi/busiEnv' },
  { code: 'plateform:train', name: '培训系统', path: '/trainHome' },
  { code: 'plateform:school', name: '高校及职业技能学校', path: '/schoolHome' },
  { code: 'plateform:oddjobMarket', name: '运营中心', path: '/oddjobMarket/home' },
  { code: 'plateform:policy', name: '政策管理', path: '/policy/home' },
  { code: 'plateform:system', name: '系统管理', path: '/setup' },
] as const;

export const perm = {
  recruit: menu('plateform:recruit', '人力资源大数据', '/busi/busiEnv', 'bar-chart', {
    home: screen('recruit:home', '数据看板', '/busi/busiEnv', 'dashboard', { list: '查询' }),
    company: menu('recruit:company', '企业管理', '/recruit/company', 'bank', {
      // 新增/编辑: operators enter a company on its behalf (source 平台录入) and correct a rejected one.
      approval: screen('recruit:company:approval', '企业审核', '/recruit/company/approval', 'audit', { ...REVIEW, add: '新增', edit: '编辑', ...EXPORT }),
      statistics: screen('recruit:company:statistics', '企业统计', '/recruit/company/statistics', 'line-chart', { list: '查询' }),
    }),
    job: menu('recruit:job', '岗位管理', '/recruit/job', 'solution', {
      // Going online and offline is one call (onOrOffLineJobInfo), so one code; jobs are ended, never deleted.
      list: screen('recruit:job:list', '岗位列表', '/recruit/job/list', 'unordered-list', { list: '查询', add: '新增', edit: '编辑', online: '上线/下线', refresh: '刷新', end: '结束', ...EXPORT }),
      review: screen('recruit:job:review', '岗位审核', '/recruit/job/review', 'audit', { ...REVIEW, forcedOffline: '强制下线' }),
      category: screen('recruit:job:category', '岗位类别', '/recruit/job/category', 'apartment', { list: '查询' }),
      // saveJobLabel both adds and edits, so one code.
      label: screen('recruit:job:label', '岗位标签', '/recruit/job/label', 'tags', { list: '查询', save: '新增/编辑', remove: '删除' }),
    }),
    resume: menu('recruit:resume', '简历管理', '/recruit/resume', 'profile', {
      list: screen('recruit:resume:list', '投递记录', '/recruit/resume/list', 'file-text', { list: '查询', handle: '处理', remark: '备注', ...EXPORT, viewSensitive: '查看完整证件号和手机号' }),
      health: screen('recruit:health', '健康证明记录', '/recruit/resume/health', 'medicine-box', { list: '查询' }),
    }),
    jobfair: screen('recruit:jobfair', '招聘会', '/recruit/jobfair', 'team', { list: '查询', add: '新增', edit: '编辑' }),
    hotEvent: screen('recruit:hotEvent', '热点事件', '/recruit/hot-event', 'fire', { list: '查询', add: '新增', edit: '编辑', handle: '处理', ...EXPORT }),
    outsource: screen('recruit:outsource', '外包员工', '/recruit/outsource', 'usergroup-add', { list: '查询', ...EXPORT }),
    industrialArmy: screen('recruit:industrialArmy', '产业军人才匹配', '/recruit/industrial-army', 'aim', { list: '查询', ...EXPORT }),
    station: menu('recruit:station', '招聘驿站', '/recruit/station', 'shop', {
      manage: screen('recruit:station:manage', '驿站及活动管理', '/recruit/station/manage', 'cluster', { ...CRUD, review: '审核', ...EXPORT, joinJob: '岗位加入驿站' }),
      activity: screen('recruit:station:activity', '驿站活动', '/recruit/station/activity', 'calendar', { ...CRUD, review: '审核', ...EXPORT, submit: '提交审核', stop: '停止上线' }),
      settlement: screen('recruit:station:settlement', '结算管理', '/recruit/station/settlement', 'account-book', { list: '查询', submitSettle: '提交结算', agree: '同意结算', settle: '结算', ...EXPORT }),
    }),
    bigscreen: screen('recruit:bigscreen', '数据大屏', '/recruit/bigscreen', 'fund-projection-screen', { list: '查询' }),
    bigscreenReport: screen('recruit:bigscreenReport', '月报导入', '/recruit/bigscreen-report', 'upload', { list: '查询', import: '导入' }),
  }),
  train: menu('plateform:train', '培训系统', '/trainHome', 'read', {
    home: screen('train:home', '数据看板', '/trainHome', 'dashboard', { list: '查询' }),
    course: menu('train:course', '课程管理', '/train/course', 'book', {
      list: screen('train:course:list', '课程列表', '/train/course/list', 'unordered-list', { ...CRUD, online: '上线', offline: '下线' }),
      online: screen('train:course:online', '线上课程', '/train/course/online', 'play-square', CRUD),
      custom: screen('train:course:custom', '自定义课程', '/train/course/custom', 'edit', CRUD),
      approval: screen('train:course:approval', '课程审核', '/train/course/approval', 'audit', { ...REVIEW, forcedOffline: '强制下线' }),
      material: screen('train:material', '素材管理', '/train/material', 'picture', CRUD),
    }),
    apply: screen('train:apply', '报名管理', '/train/apply', 'form', { list: '查询', edit: '编辑', ...EXPORT, viewSensitive: '查看完整证件号和手机号' }),
    order: screen('train:order', '订单列表', '/train/order', 'shopping-cart', { list: '查询' }),
    class: screen('train:class', '班级管理', '/train/class', 'team', { ...CRUD, end: '结业' }),
    student: screen('train:student', '学员管理', '/train/student', 'user', { ...CRUD, import: '导入', ...EXPORT }),
    signIn: screen('train:signIn', '签到管理', '/train/sign-in', 'check-square', { list: '查询', resign: '补签' }),
    exam: menu('train:exam', '考试管理', '/train/exam', 'file-done', {
      topic: screen('train:exam:topic', '题库管理', '/train/exam/topic', 'database', CRUD),
      paper: screen('train:exam:paper', '试卷管理', '/train/exam/paper', 'file-protect', CRUD),
    }),
    requirement: screen('train:requirement', '培训需求', '/train/requirement', 'bulb', { list: '查询', edit: '更新状态' }),
    form: screen('train:form', '培训表单', '/train/form', 'table', CRUD),
    label: screen('train:label', '标签管理', '/train/label', 'tags', CRUD),
  }),
  school: menu('plateform:school', '高校及职业技能学校', '/schoolHome', 'bank', {
    home: screen('school:home', '院校统计', '/schoolHome', 'dashboard', { list: '查询' }),
    college: screen('school:college', '院校管理', '/school/college', 'bank', REVIEW),
    student: screen('school:student', '学生管理', '/school/student', 'user', { list: '查询', ...EXPORT, viewSensitive: '查看完整证件号和手机号' }),
    provideNeed: screen('school:provideNeed', '供需信息', '/school/provide-need', 'swap', { list: '查询' }),
    jobfair: screen('school:jobfair', '招聘会', '/school/jobfair', 'team', { ...CRUD, ...EXPORT }),
  }),
  oddjobMarket: menu('plateform:oddjobMarket', '运营中心', '/oddjobMarket/home', 'shop', {
    home: screen('oddjob:home', '首页', '/oddjobMarket/home', 'dashboard', { list: '查询' }),
    shop: menu('oddjob:shop', '商户管理', '/oddjobMarket/shop', 'shop', {
      info: screen('oddjob:shop:info', '商户认证', '/oddjobMarket/shop/info', 'safety-certificate', { ...REVIEW, viewSensitive: '查看完整账号和手机号', ...EXPORT }),
      comment: screen('oddjob:shop:comment', '评价管理', '/oddjobMarket/shop/comment', 'message', { list: '查询' }),
      withdrawal: screen('oddjob:shop:withdrawal', '提现管理', '/oddjobMarket/shop/withdrawal', 'money-collect', { ...REVIEW, pay: '打款', viewSensitive: '查看完整账号', ...EXPORT }),
      bill: screen('oddjob:shop:bill', '账单管理', '/oddjobMarket/shop/bill', 'account-book', { list: '查询' }),
    }),
    card: screen('oddjob:card', '电子卡充值', '/oddjobMarket/card', 'credit-card', { ...REVIEW, recharge: '充值', viewSensitive: '查看完整证件号和手机号', ...EXPORT }),
    redpkg: screen('oddjob:redpkg', '红包补贴用户', '/oddjobMarket/redpkg', 'gift', { ...CRUD, import: '导入', submit: '提交审核', review: '审核', ...EXPORT, viewSensitive: '查看完整证件号和手机号' }),
    payment: screen('oddjob:payment', '支付申请审批', '/oddjobMarket/payment', 'pay-circle', { ...REVIEW, pay: '支付' }),
    rent: menu('oddjob:rent', '住房租赁', '/oddjobMarket/rent', 'home', {
      community: screen('oddjob:rent:community', '小区管理', '/oddjobMarket/rent/community', 'environment', { ...CRUD, ...EXPORT }),
      house: screen('oddjob:rent:house', '房源管理', '/oddjobMarket/rent/house', 'home', { ...CRUD, distribute: '分配房间', empty: '腾空' }),
      tenant: screen('oddjob:rent:tenant', '租户管理', '/oddjobMarket/rent/tenant', 'user', { list: '查询', remove: '删除', ...EXPORT, viewSensitive: '查看完整证件号和手机号' }),
      quit: screen('oddjob:rent:quit', '退租申请', '/oddjobMarket/rent/quit', 'logout', { list: '查询', confirm: '确认退租', ...EXPORT }),
      report: screen('oddjob:rent:report', '房源上报', '/oddjobMarket/rent/report', 'upload', { ...CRUD, ...EXPORT }),
      idleHouse: screen('oddjob:idleHouse', '闲置房屋', '/oddjobMarket/idle-house', 'home', { ...CRUD, viewSensitive: '查看完整证件号和手机号' }),
      company: screen('oddjob:rent:company', '租赁企业', '/oddjobMarket/rent/company', 'bank', { list: '查询', add: '新增' }),
      home: screen('oddjob:rent:home', '租赁概览', '/oddjobMarket/rent/home', 'dashboard', { list: '查询' }),
    }),
    contract: menu('oddjob:contract', '合同管理', '/oddjobMarket/contract', 'file-protect', {
      model: screen('oddjob:contract:model', '合同模板', '/oddjobMarket/contract/model', 'file', { ...CRUD, review: '审核', ...EXPORT, enable: '启用/停用' }),
      sign: screen('oddjob:contract:sign', '在线签约', '/oddjobMarket/contract/sign', 'edit', { list: '查询', ...EXPORT }),
      company: screen('oddjob:contract:company', '企业合同', '/oddjobMarket/contract/company', 'bank', { list: '查询' }),
    }),
    advert: menu('oddjob:advert', '广告管理', '/oddjobMarket/advert', 'notification', {
      banner: screen('oddjob:advert:banner', '轮播图管理', '/oddjobMarket/advert/banner', 'picture', CRUD),
      anno: screen('oddjob:advert:anno', '公告管理', '/oddjobMarket/advert/anno', 'sound', CRUD),
      recommendJob: screen('oddjob:advert:recommendJob', '推荐岗位', '/oddjobMarket/advert/recommend-job', 'like', CRUD),
      recommendCourse: screen('oddjob:advert:recommendCourse', '推荐课程', '/oddjobMarket/advert/recommend-course', 'like', CRUD),
    }),
  }),
  policy: menu('plateform:policy', '政策管理', '/policy/home', 'file-search', {
    home: screen('policy:home', '首页', '/policy/home', 'dashboard', { list: '查询' }),
    news: screen('policy:news', '政策资讯', '/policy/news', 'read', { list: '查询' }),
    item: screen('policy:item', '政策事项', '/policy/item', 'container', { list: '查询' }),
    declare: screen('policy:declare', '政策申报', '/policy/declare', 'solution', { list: '查询', viewSensitive: '查看完整手机号' }),
    subsidy: screen('policy:subsidy', '补贴项目', '/policy/subsidy', 'money-collect', { ...CRUD, submit: '提交', withdraw: '撤回', hot: '设为热门', reportTime: '更新申报时间' }),
    file: screen('policy:file', '政策文件', '/policy/file', 'file-text', CRUD),
    apply: screen('policy:apply', '政策申请审核', '/policy/apply', 'audit', { ...REVIEW, viewSensitive: '查看完整证件号和手机号', ...EXPORT }),
    organ: screen('policy:organ', '技能机构', '/policy/organ', 'bank', SUBMIT_REVOKE),
    promulgation: screen('policy:promulgation', '政策发文', '/policy/promulgation', 'notification', SUBMIT_REVOKE),
    notify: screen('policy:notify', '申报通知', '/policy/notify', 'sound', SUBMIT_REVOKE),
    info: screen('policy:info', '政策信息', '/policy/info', 'info-circle', { ...CRUD, off: '撤销/下线' }),
    report: screen('policy:report', '政策报告', '/policy/report', 'file-pdf', { ...CRUD, off: '撤销/下线' }),
  }),
  system: menu('plateform:system', '系统管理', '/setup', 'setting', {
    home: screen('system:home', '系统概览', '/setup', 'dashboard', {}),
    user: screen('system:user', '用户管理', '/system/user', 'user', { ...CRUD, enable: '启用/禁用', resetPwd: '重置密码', ...EXPORT }),
    role: screen('system:role', '角色管理', '/system/role', 'team', { ...CRUD, grant: '分配权限' }),
    resource: screen('system:resource', '资源管理', '/system/resource', 'apartment', CRUD),
    message: screen('system:message', '消息管理', '/system/message', 'message', {}),
    event: screen('system:event', '埋点管理', '/system/event', 'aim', { list: '查询' }),
    operlog: screen('system:operlog', '操作日志', '/system/operlog', 'file-search', { list: '查询', ...EXPORT }),
    loginlog: screen('system:loginlog', '登录日志', '/system/loginlog', 'login', { list: '查询', ...EXPORT }),
    online: screen('system:online', '在线用户', '/system/online', 'wifi', { list: '查询', forceLogout: '强制下线' }),
    schedule: screen('system:schedule', '定时任务', '/system/schedule', 'field-time', { list: '查询', run: '立即执行', enable: '暂停/启用' }),
    dict: screen('system:dict', '字典管理', '/system/dict', 'book', { list: '查询', add: '新增', edit: '编辑', enable: '启用/禁用' }),
  }),
};

/** Every code of a node and below: its own, its buttons', its children's. */
type CodesOf<N> = N extends TreeNode<infer C>
  ? C | { [K in Exclude<keyof N, 'code' | typeof SEED>]: N[K] extends string ? N[K] : CodesOf<N[K]> }[Exclude<keyof N, 'code' | typeof SEED>]
  : never;

/** A code of the seeded tree; anything else is a type error. */
export type PermissionCode = CodesOf<(typeof perm)[keyof typeof perm]>;

export const RESOURCE_TREE: ResourceSeed[] = Object.values(perm).map((tab) => tab[SEED]);

/** Every node of a tree, depth first, with its parent's code. */
export function flattenResourceTree(
  nodes: readonly ResourceSeed[],
  parentCode: string | null = null,
): Array<ResourceSeed & { parentCode: string | null; sort: number }> {
  return nodes.flatMap((node, index) => [
    { ...node, parentCode, sort: index + 1 },
    ...flattenResourceTree(node.children ?? [], node.code),
  ]);
}
