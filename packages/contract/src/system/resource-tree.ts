import type { ResourceType } from './labels.js';

/**
 * The seeded resource tree: the six sub-systems (top tabs), their menus and the
 * buttons endpoints are guarded by. The console builds its sidebar from the
 * menus a user holds; each endpoint's permission code must be a node here.
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

type ButtonSpec = readonly [action: string, name: string];

const CRUD: ButtonSpec[] = [
  ['list', '查询'],
  ['add', '新增'],
  ['edit', '编辑'],
  ['remove', '删除'],
];

function buttons(prefix: string, specs: readonly ButtonSpec[]): ResourceSeed[] {
  return specs.map(([action, name]) => ({ code: `${prefix}:${action}`, name, type: 'button' }));
}

function menu(code: string, name: string, path: string, icon: string, children: ResourceSeed[] = []): ResourceSeed {
  return { code, name, type: 'menu', path, icon, children };
}

/** A leaf screen with its buttons; `prefix` is also the menu's own code. */
function screen(prefix: string, name: string, path: string, icon: string, specs: readonly ButtonSpec[] = CRUD): ResourceSeed {
  return menu(prefix, name, path, icon, buttons(prefix, specs));
}

const REVIEW: ButtonSpec[] = [['list', '查询'], ['review', '审核']];
const EXPORT: ButtonSpec = ['export', '导出'];

export const TOP_TABS = [
  { code: 'plateform:recruit', name: '人力资源大数据', path: '/busi/busiEnv' },
  { code: 'plateform:train', name: '培训系统', path: '/trainHome' },
  { code: 'plateform:school', name: '高校及职业技能学校', path: '/schoolHome' },
  { code: 'plateform:oddjobMarket', name: '运营中心', path: '/oddjobMarket/home' },
  { code: 'plateform:policy', name: '政策管理', path: '/policy/home' },
  { code: 'plateform:system', name: '系统管理', path: '/setup' },
] as const;

export const RESOURCE_TREE: ResourceSeed[] = [
  menu('plateform:recruit', '人力资源大数据', '/busi/busiEnv', 'bar-chart', [
    screen('recruit:home', '数据看板', '/busi/busiEnv', 'dashboard', [['list', '查询']]),
    menu('recruit:company', '企业管理', '/recruit/company', 'bank', [
      // 新增/编辑: operators enter a company on its behalf (source 平台录入) and correct a rejected one.
      screen('recruit:company:approval', '企业审核', '/recruit/company/approval', 'audit', [...REVIEW, ['add', '新增'], ['edit', '编辑']]),
      screen('recruit:company:statistics', '企业统计', '/recruit/company/statistics', 'line-chart', [['list', '查询']]),
    ]),
    menu('recruit:job', '岗位管理', '/recruit/job', 'solution', [
      // Going online and offline is one call (onOrOffLineJobInfo), so one code; jobs are ended, never deleted.
      screen('recruit:job:list', '岗位列表', '/recruit/job/list', 'unordered-list', [
        ['list', '查询'], ['add', '新增'], ['edit', '编辑'], ['online', '上线/下线'], ['refresh', '刷新'], ['end', '结束'],
      ]),
      screen('recruit:job:review', '岗位审核', '/recruit/job/review', 'audit', [...REVIEW, ['forcedOffline', '强制下线']]),
      screen('recruit:job:category', '岗位类别', '/recruit/job/category', 'apartment', [['list', '查询']]),
      // saveJobLabel both adds and edits, so one code.
      screen('recruit:job:label', '岗位标签', '/recruit/job/label', 'tags', [['list', '查询'], ['save', '新增/编辑'], ['remove', '删除']]),
    ]),
    menu('recruit:resume', '简历管理', '/recruit/resume', 'profile', [
      screen('recruit:resume:list', '投递记录', '/recruit/resume/list', 'file-text', [
        ['list', '查询'], ['handle', '处理'], ['remark', '备注'], EXPORT, ['viewSensitive', '查看完整证件号和手机号'],
      ]),
      screen('recruit:health', '健康证明记录', '/recruit/resume/health', 'medicine-box', [['list', '查询']]),
    ]),
    screen('recruit:jobfair', '招聘会', '/recruit/jobfair', 'team', [['list', '查询'], ['add', '新增'], ['edit', '编辑']]),
    screen('recruit:hotEvent', '热点事件', '/recruit/hot-event', 'fire', [['list', '查询'], ['add', '新增'], ['edit', '编辑'], ['handle', '处理'], EXPORT]),
    screen('recruit:outsource', '外包员工', '/recruit/outsource', 'usergroup-add', [['list', '查询'], EXPORT]),
    screen('recruit:industrialArmy', '产业军人才匹配', '/recruit/industrial-army', 'aim', [['list', '查询'], EXPORT]),
    menu('recruit:station', '招聘驿站', '/recruit/station', 'shop', [
      screen('recruit:station:manage', '驿站及活动管理', '/recruit/station/manage', 'cluster', [...CRUD, ['review', '审核'], EXPORT]),
      screen('recruit:station:activity', '驿站活动', '/recruit/station/activity', 'calendar', [...CRUD, ['review', '审核'], EXPORT]),
      screen('recruit:station:settlement', '结算管理', '/recruit/station/settlement', 'account-book', [['list', '查询'], ['settle', '结算']]),
    ]),
    screen('recruit:bigscreen', '数据大屏', '/recruit/bigscreen', 'fund-projection-screen', [['list', '查询']]),
  ]),
  menu('plateform:train', '培训系统', '/trainHome', 'read', [
    screen('train:home', '数据看板', '/trainHome', 'dashboard', [['list', '查询']]),
    menu('train:course', '课程管理', '/train/course', 'book', [
      screen('train:course:list', '课程列表', '/train/course/list', 'unordered-list', [...CRUD, ['online', '上线'], ['offline', '下线']]),
      screen('train:course:online', '线上课程', '/train/course/online', 'play-square', CRUD),
      screen('train:course:custom', '自定义课程', '/train/course/custom', 'edit', CRUD),
      screen('train:course:approval', '课程审核', '/train/course/approval', 'audit', [...REVIEW, ['forcedOffline', '强制下线']]),
      screen('train:material', '素材管理', '/train/material', 'picture', CRUD),
    ]),
    screen('train:apply', '报名管理', '/train/apply', 'form', [['list', '查询'], ['edit', '编辑'], EXPORT]),
    screen('train:order', '订单列表', '/train/order', 'shopping-cart', [['list', '查询']]),
    screen('train:class', '班级管理', '/train/class', 'team', [...CRUD, ['end', '结业']]),
    screen('train:student', '学员管理', '/train/student', 'user', [...CRUD, ['import', '导入'], EXPORT]),
    screen('train:signIn', '签到管理', '/train/sign-in', 'check-square', [['list', '查询']]),
    menu('train:exam', '考试管理', '/train/exam', 'file-done', [
      screen('train:exam:topic', '题库管理', '/train/exam/topic', 'database', CRUD),
      screen('train:exam:paper', '试卷管理', '/train/exam/paper', 'file-protect', CRUD),
    ]),
    screen('train:requirement', '培训需求', '/train/requirement', 'bulb', [['list', '查询'], ['edit', '更新状态']]),
    screen('train:form', '培训表单', '/train/form', 'table', CRUD),
    screen('train:label', '标签管理', '/train/label', 'tags', CRUD),
  ]),
  menu('plateform:school', '高校及职业技能学校', '/schoolHome', 'bank', [
    screen('school:home', '院校统计', '/schoolHome', 'dashboard', [['list', '查询']]),
    screen('school:college', '院校管理', '/school/college', 'bank', REVIEW),
    screen('school:student', '学生管理', '/school/student', 'user', [['list', '查询'], EXPORT]),
    screen('school:provideNeed', '供需信息', '/school/provide-need', 'swap', [['list', '查询']]),
    screen('school:jobfair', '招聘会', '/school/jobfair', 'team', [...CRUD, EXPORT]),
  ]),
  menu('plateform:oddjobMarket', '运营中心', '/oddjobMarket/home', 'shop', [
    screen('oddjob:home', '首页', '/oddjobMarket/home', 'dashboard', [['list', '查询']]),
    menu('oddjob:shop', '商户管理', '/oddjobMarket/shop', 'shop', [
      screen('oddjob:shop:info', '商户认证', '/oddjobMarket/shop/info', 'safety-certificate', REVIEW),
      screen('oddjob:shop:comment', '评价管理', '/oddjobMarket/shop/comment', 'message', [['list', '查询']]),
      screen('oddjob:shop:withdrawal', '提现管理', '/oddjobMarket/shop/withdrawal', 'money-collect', [...REVIEW, ['pay', '打款']]),
      screen('oddjob:shop:bill', '账单管理', '/oddjobMarket/shop/bill', 'account-book', [['list', '查询']]),
    ]),
    screen('oddjob:card', '电子卡充值', '/oddjobMarket/card', 'credit-card', [...REVIEW, ['recharge', '充值']]),
    screen('oddjob:redpkg', '红包补贴用户', '/oddjobMarket/redpkg', 'gift', [...CRUD, ['import', '导入'], ['review', '审核'], EXPORT]),
    screen('oddjob:payment', '支付申请审批', '/oddjobMarket/payment', 'pay-circle', REVIEW),
    menu('oddjob:rent', '住房租赁', '/oddjobMarket/rent', 'home', [
      screen('oddjob:rent:community', '小区管理', '/oddjobMarket/rent/community', 'environment', [...CRUD, EXPORT]),
      screen('oddjob:rent:house', '房源管理', '/oddjobMarket/rent/house', 'home', [...CRUD, ['distribute', '分配房间']]),
      screen('oddjob:rent:tenant', '租户管理', '/oddjobMarket/rent/tenant', 'user', [['list', '查询'], EXPORT]),
      screen('oddjob:rent:quit', '退租申请', '/oddjobMarket/rent/quit', 'logout', [['list', '查询'], ['confirm', '确认退租'], EXPORT]),
      screen('oddjob:rent:report', '房源上报', '/oddjobMarket/rent/report', 'upload', [...CRUD, EXPORT]),
      screen('oddjob:idleHouse', '闲置房屋', '/oddjobMarket/idle-house', 'home', CRUD),
    ]),
    menu('oddjob:contract', '合同管理', '/oddjobMarket/contract', 'file-protect', [
      screen('oddjob:contract:model', '合同模板', '/oddjobMarket/contract/model', 'file', [...CRUD, ['review', '审核'], EXPORT]),
      screen('oddjob:contract:sign', '在线签约', '/oddjobMarket/contract/sign', 'edit', [['list', '查询'], EXPORT]),
    ]),
    menu('oddjob:advert', '广告管理', '/oddjobMarket/advert', 'notification', [
      screen('oddjob:advert:banner', '轮播图管理', '/oddjobMarket/advert/banner', 'picture', CRUD),
      screen('oddjob:advert:anno', '公告管理', '/oddjobMarket/advert/anno', 'sound', CRUD),
      screen('oddjob:advert:recommendJob', '推荐岗位', '/oddjobMarket/advert/recommend-job', 'like', CRUD),
      screen('oddjob:advert:recommendCourse', '推荐课程', '/oddjobMarket/advert/recommend-course', 'like', CRUD),
    ]),
  ]),
  menu('plateform:policy', '政策管理', '/policy/home', 'file-search', [
    screen('policy:home', '首页', '/policy/home', 'dashboard', [['list', '查询']]),
    screen('policy:news', '政策资讯', '/policy/news', 'read', [['list', '查询']]),
    screen('policy:item', '政策事项', '/policy/item', 'container', [['list', '查询']]),
    screen('policy:subsidy', '补贴项目', '/policy/subsidy', 'money-collect', [...CRUD, ['submit', '提交']]),
    screen('policy:file', '政策文件', '/policy/file', 'file-text', CRUD),
    screen('policy:apply', '政策申请审核', '/policy/apply', 'audit', REVIEW),
    screen('policy:organ', '技能机构', '/policy/organ', 'bank', [...CRUD, ['submit', '提交']]),
    screen('policy:promulgation', '政策发文', '/policy/promulgation', 'notification', [...CRUD, ['submit', '提交']]),
    screen('policy:notify', '申报通知', '/policy/notify', 'sound', [...CRUD, ['submit', '提交']]),
    screen('policy:info', '政策信息', '/policy/info', 'info-circle', [...CRUD, ['off', '下线']]),
    screen('policy:report', '政策报告', '/policy/report', 'file-pdf', [...CRUD, ['off', '下线']]),
  ]),
  menu('plateform:system', '系统管理', '/setup', 'setting', [
    screen('system:home', '系统概览', '/setup', 'dashboard', []),
    screen('system:user', '用户管理', '/system/user', 'user', [
      ...CRUD, ['enable', '启用/禁用'], ['resetPwd', '重置密码'],
    ]),
    screen('system:role', '角色管理', '/system/role', 'team', [...CRUD, ['grant', '分配权限']]),
    screen('system:resource', '资源管理', '/system/resource', 'apartment', CRUD),
    screen('system:message', '消息管理', '/system/message', 'message', []),
    screen('system:event', '埋点管理', '/system/event', 'aim', [['list', '查询']]),
    screen('system:operlog', '操作日志', '/system/operlog', 'file-search', [['list', '查询']]),
    screen('system:loginlog', '登录日志', '/system/loginlog', 'login', [['list', '查询']]),
    screen('system:online', '在线用户', '/system/online', 'wifi', [['list', '查询'], ['forceLogout', '强制下线']]),
  ]),
];

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
