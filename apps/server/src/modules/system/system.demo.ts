import { newUserRow } from './user/user.repository.js';
import {
  ADMIN_ROLE_CODE,
  authApi,
  flattenResourceTree,
  MESSAGE_TYPES,
  perm,
  RESOURCE_TREE,
  roleApi,
  sessionApi,
  userApi,
  type Endpoint,
  type ResourceSeed,
} from '@hrbd/contract';
import { hashPassword } from '../../platform/auth/password.js';
import { formatTime, SHANGHAI_OFFSET_MS } from '../../platform/time.js';
import type { DbOrTrx } from '../../db/database.js';
import { chunks, DAY_MS, demoRandom, mobile, startOfDay, type DemoRandom } from '../../platform/demo-random.js';

/** Every demo account signs in with this password (the README names it). */
export const DEMO_USER_PASSWORD = 'Demo@123456';
const SEED = 410184;

export interface DemoSeedOptions {
  /** The moment the history ends; tests pin it. Only its calendar day (Asia/Shanghai) matters. */
  now?: number;
}

// ---------------------------------------------------------------------------
// Roles: each a realistic job in one sub-system, cut from the resource tree.
// ---------------------------------------------------------------------------

type Node = ResourceSeed & { parentCode: string | null };
const NODES: Node[] = flattenResourceTree(RESOURCE_TREE);

/** A node and everything under it. */
function subtree(code: string): string[] {
  const root = NODES.find((n) => n.code === code);
  if (!root) throw new Error(`资源树中没有 ${code}`);
  return flattenResourceTree([root]).map((n) => n.code);
}

/** The sub-system tab, its home screen, and the given screens with only the listed button actions. */
function screensWith(tab: string, screens: readonly string[], actions: readonly string[]): string[] {
  const buttons = NODES.filter(
    (n) => n.type === 'button' && n.parentCode !== null && screens.includes(n.parentCode) && actions.some((a) => n.code.endsWith(`:${a}`)),
  );
  return [tab, ...screens, ...buttons.map((n) => n.code)];
}

const policyMenus = NODES.filter((n) => n.type === 'menu' && n.code.startsWith('policy:')).map((n) => n.code);

interface DemoRole {
  key: string;
  roleName: string;
  remark: string;
  codes: readonly string[];
}

const DEMO_ROLES: readonly DemoRole[] = [
  { key: 'recruit', roleName: '招聘管理员', remark: '负责企业、岗位、简历、招聘会与驿站活动的日常管理', codes: subtree(perm.recruit.code) },
  { key: 'train', roleName: '培训管理员', remark: '负责课程、班级、学员、考试与培训报名管理', codes: subtree(perm.train.code) },
  { key: 'school', roleName: '院校管理员', remark: '负责院校审核、学生信息与校园招聘会', codes: subtree(perm.school.code) },
  { key: 'oddjob', roleName: '运营专员', remark: '负责零工市场商户、充值、住房租赁、合同与广告运营', codes: subtree(perm.oddjobMarket.code) },
  {
    key: 'policy',
    roleName: '政策审核员',
    remark: '查阅政策资讯并审核政策申请，不能新增或修改政策内容',
    codes: screensWith(perm.policy.code, policyMenus, ['list', 'review']),
  },
  {
    key: 'audit',
    roleName: '系统审计员',
    remark: '只读查看操作日志、登录日志、在线用户与埋点数据',
    codes: screensWith(perm.system.code, [perm.system.home.code, perm.system.operlog.code, perm.system.loginlog.code, perm.system.online.code, perm.system.event.code], ['list']),
  },
  {
    key: 'account',
    roleName: '账号管理员',
    remark: '管理用户账号与角色分配，不能修改资源菜单',
    codes: screensWith(perm.system.code, [perm.system.home.code, perm.system.user.code, perm.system.role.code, perm.system.message.code], ['list', 'add', 'edit', 'enable', 'resetPwd', 'grant']),
  },
];

// ---------------------------------------------------------------------------
// People: 20 staff of the 新郑市 (410184) human-resources bureau and partners.
// ---------------------------------------------------------------------------

const SURNAMES: readonly (readonly [string, string])[] = [
  ['王', 'wang'], ['李', 'li'], ['张', 'zhang'], ['刘', 'liu'], ['陈', 'chen'], ['杨', 'yang'], ['赵', 'zhao'], ['黄', 'huang'],
  ['周', 'zhou'], ['吴', 'wu'], ['郭', 'guo'], ['马', 'ma'], ['孙', 'sun'], ['胡', 'hu'], ['朱', 'zhu'], ['高', 'gao'],
  ['宋', 'song'], ['郑', 'zheng'], ['谢', 'xie'], ['韩', 'han'], ['冯', 'feng'], ['董', 'dong'], ['程', 'cheng'], ['曹', 'cao'],
  ['袁', 'yuan'], ['许', 'xu'], ['彭', 'peng'], ['吕', 'lv'], ['范', 'fan'], ['牛', 'niu'], ['崔', 'cui'], ['常', 'chang'],
];

const GIVEN_NAMES: readonly (readonly [string, string])[] = [
  ['伟', 'wei'], ['芳', 'fang'], ['娜', 'na'], ['敏', 'min'], ['静', 'jing'], ['磊', 'lei'], ['军', 'jun'], ['洋', 'yang'],
  ['勇', 'yong'], ['艳', 'yan'], ['杰', 'jie'], ['涛', 'tao'], ['超', 'chao'], ['霞', 'xia'], ['刚', 'gang'], ['桂英', 'guiying'],
  ['秀英', 'xiuying'], ['建华', 'jianhua'], ['志强', 'zhiqiang'], ['海燕', 'haiyan'], ['晓东', 'xiaodong'], ['雪梅', 'xuemei'],
  ['浩然', 'haoran'], ['思远', 'siyuan'], ['欣怡', 'xinyi'], ['宇航', 'yuhang'], ['佳琪', 'jiaqi'], ['文博', 'wenbo'],
  ['振宇', 'zhenyu'], ['红霞', 'hongxia'], ['国庆', 'guoqing'], ['春燕', 'chunyan'], ['俊杰', 'junjie'], ['亚楠', 'yanan'],
  ['鹏飞', 'pengfei'], ['一鸣', 'yiming'], ['雨欣', 'yuxin'], ['立新', 'lixin'], ['玉兰', 'yulan'], ['丹丹', 'dandan'],
];

const MAIL_DOMAINS = ['163.com', 'qq.com', '126.com', 'xinzheng.gov.cn'];

const DEPARTMENTS: Record<string, string> = {
  recruit: '就业促进科',
  train: '职业能力建设科',
  school: '高校毕业生就业服务科',
  oddjob: '零工市场运营中心',
  policy: '政策法规科',
  audit: '信息中心',
  account: '信息中心',
  admin: '信息中心',
};

/** Who holds what: index i is the i-th demo user. Two roles for some, three accounts disabled. */
const ROLE_PLAN: readonly (readonly string[])[] = [
  ['recruit'], ['recruit'], ['recruit', 'train'], ['train'], ['train'], ['school'], ['school', 'recruit'], ['oddjob'], ['oddjob'],
  ['oddjob', 'policy'], ['policy'], ['policy'], ['audit'], ['account', 'audit'], ['admin'], ['recruit'], ['train'], ['oddjob'],
  ['policy', 'school'], ['account'],
];
const DISABLED = new Set([4, 11, 17]);
/** Accounts bound to WeChat, by user index, with their WeChat nicknames. */
const WECHAT_BOUND = new Map([
  [0, '晨曦'],
  [7, '向日葵'],
  [13, '老郭'],
]);
/** The user whose five wrong passwords locked the account (the lock has since expired). */
const LOCKED_ONCE = 8;

const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.0.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.198 Safari/537.36 QIHU 360SE',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
];

interface Person {
  id: number;
  userCode: string;
  userName: string;
  realName: string;
  roleKeys: readonly string[];
  enabled: boolean;
  ip: string;
  userAgent: string;
  /** Resource codes the person holds through their roles. */
  codes: ReadonlySet<string>;
}

function officeIp(random: DemoRandom): string {
  return random.chance(0.6)
    ? `10.${random.int(16, 31)}.${random.int(0, 255)}.${random.int(2, 254)}`
    : `192.168.${random.int(0, 20)}.${random.int(2, 254)}`;
}

/** Midnight (Asia/Shanghai) of the day `now` falls on: history ends there, so one day's seeds agree. */
/** A moment on a weekday among the `days` days before `end`, in office hours (09:00–17:30): staff use the console at work. */
function officeMoment(random: DemoRandom, end: number, days: number): number {
  for (;;) {
    const dayStart = end - random.int(1, days) * DAY_MS;
    const weekday = new Date(dayStart + SHANGHAI_OFFSET_MS).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    return dayStart + random.int(9 * 60, 17 * 60 + 29) * 60_000 + random.int(0, 59) * 1000;
  }
}

// ---------------------------------------------------------------------------
// The seed
// ---------------------------------------------------------------------------

/**
 * Demo roles, 20 users, messages and 30 days of login, operation and page-view
 * history for the system tab. Deterministic: a fixed PRNG seed, and times
 * counted back from midnight of the seeding day.
 */
export async function seedSystemDemo(db: DbOrTrx, options: DemoSeedOptions = {}): Promise<void> {
  const random = demoRandom(SEED);
  const end = startOfDay(options.now ?? Date.now());
  const seedTime = formatTime(end - DAY_MS * 200);

  const resources = await db.selectFrom('sysResource').select(['id', 'code', 'name', 'path', 'type']).execute();
  const resourceId = new Map(resources.map((r) => [r.code, Number(r.id)]));
  const allCodes = new Set(resources.map((r) => r.code));

  // Roles.
  const roleIds = new Map<string, number>();
  const roleCodes = new Map<string, string>();
  const roleNames = new Map<string, string>();
  for (const role of DEMO_ROLES) {
    const roleCode = random.hex(32);
    const row = await db
      .insertInto('sysRole')
      .values({ roleCode, roleName: role.roleName, remark: role.remark, builtIn: 0, createTime: seedTime, updateTime: seedTime })
      .returning('id')
      .executeTakeFirstOrThrow();
    roleIds.set(role.key, Number(row.id));
    roleCodes.set(role.key, roleCode);
    roleNames.set(role.key, role.roleName);
    const links = [...new Set(role.codes)].flatMap((code) => {
      const id = resourceId.get(code);
      return id === undefined ? [] : [{ roleId: Number(row.id), resourceId: id }];
    });
    for (const batch of chunks(links)) await db.insertInto('sysRoleResource').values(batch).execute();
  }
  const admin = await db
    .selectFrom('sysRole')
    .select(['id', 'roleCode', 'roleName'])
    .where('roleCode', '=', ADMIN_ROLE_CODE)
    .executeTakeFirstOrThrow();
  roleIds.set('admin', Number(admin.id));
  roleCodes.set('admin', admin.roleCode);
  roleNames.set('admin', admin.roleName);
  const codesOf = (keys: readonly string[]) =>
    new Set(keys.flatMap((key) => (key === 'admin' ? [...allCodes] : (DEMO_ROLES.find((r) => r.key === key)?.codes ?? []))));

  // Users: hashed once, as argon2 is deliberately slow.
  const passwordHash = await hashPassword(DEMO_USER_PASSWORD);
  const usedNames = new Set<string>();
  const usedPhones = new Set<string>();
  const people: Person[] = [];
  // Names come from a stream of their own, so they do not move with the seeding day (the README names two).
  const naming = demoRandom(SEED + 1);
  for (const [index, roleKeys] of ROLE_PLAN.entries()) {
    let realName = '';
    let userName = '';
    do {
      const [surname, surnamePinyin] = naming.pick(SURNAMES);
      const [given, givenPinyin] = naming.pick(GIVEN_NAMES);
      realName = surname + given;
      userName = surnamePinyin + givenPinyin;
    } while (usedNames.has(realName) || usedNames.has(userName));
    usedNames.add(realName).add(userName);
    let phone = '';
    do phone = mobile(random);
    while (usedPhones.has(phone));
    usedPhones.add(phone);
    const userCode = random.hex(32);
    const createTime = formatTime(officeMoment(random, end - 40 * DAY_MS, 150));
    const wxNickname = WECHAT_BOUND.get(index);
    const row = await db
      .insertInto('sysUser')
      .values(
        newUserRow({
          userCode,
          userName,
          realName,
          phone,
          email: random.chance(0.7) ? `${userName}@${random.pick(MAIL_DOMAINS)}` : '',
          passwordHash,
          status: DISABLED.has(index) ? 0 : 1,
          remark: `新郑市人力资源和社会保障局${DEPARTMENTS[roleKeys[0]]}`,
          wxOpenId: wxNickname ? `o${random.hex(27)}` : null,
          wxNickname: wxNickname ?? '',
          wxBindTime: wxNickname ? formatTime(officeMoment(random, end, 30)) : null,
          createTime,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await db
      .insertInto('sysUserRole')
      .values(roleKeys.map((key) => ({ userId: id, roleId: roleIds.get(key) ?? 0 })))
      .execute();
    people.push({
      id,
      userCode,
      userName,
      realName,
      roleKeys,
      enabled: !DISABLED.has(index),
      ip: officeIp(random),
      userAgent: random.pick(USER_AGENTS),
      codes: codesOf(roleKeys),
    });
  }
  const adminUser = await db.selectFrom('sysUser').select(['id', 'userCode', 'userName', 'realName']).where('userName', '=', 'admin').executeTakeFirst();
  const adminPerson: Person | undefined = adminUser && {
    id: Number(adminUser.id),
    userCode: adminUser.userCode,
    userName: adminUser.userName,
    realName: adminUser.realName,
    roleKeys: ['admin'],
    enabled: true,
    ip: officeIp(random),
    userAgent: USER_AGENTS[0],
    codes: allCodes,
  };
  const everyone = adminPerson ? [adminPerson, ...people] : people;
  const active = everyone.filter((p) => p.enabled);
  const managers = everyone.filter((p) => p.enabled && p.codes.has(perm.system.user.edit));

  const lockedAt = await seedLoginHistory(db, random, end, everyone, people[LOCKED_ONCE]);
  await seedOperationLog(db, random, end, managers, active, people, roleCodes);
  await seedEvents(db, random, end, active, resources);
  await seedMessages(db, random, end, everyone, people, roleNames, lockedAt);
}

// ---------------------------------------------------------------------------
// History
// ---------------------------------------------------------------------------

interface LoginRow {
  userName: string;
  result: number;
  reason: string;
  ip: string;
  userAgent: string;
  userSource: string;
  createTime: string;
}

const LOGIN_COUNT = 200;
const LOCK_MS = 10 * 60_000;
const BAD_PASSWORD = '用户名或密码错误';

/**
 * About 200 sign-ins over 30 days, with typos, strangers, disabled accounts
 * and one lockout; returns when that account was locked.
 */
async function seedLoginHistory(db: DbOrTrx, random: DemoRandom, end: number, everyone: readonly Person[], locked: Person): Promise<number> {
  const rows: Array<LoginRow & { at: number }> = [];
  const attempt = (person: Pick<Person, 'userName' | 'ip' | 'userAgent'>, at: number, result: number, reason: string) =>
    rows.push({
      at,
      userName: person.userName,
      result,
      reason,
      ip: random.chance(0.9) ? person.ip : officeIp(random),
      userAgent: person.userAgent,
      userSource: 'PC_YJ',
      createTime: formatTime(at),
    });

  // The lockout: five wrong passwords a minute apart, then a refusal while locked.
  const lockedAt = officeMoment(random, end, 20);
  const lockedMsg = `密码连续错误5次，账号已锁定，请于 ${formatTime(lockedAt + LOCK_MS)} 后再试`;
  for (let left = 4; left >= 0; left--) {
    attempt(locked, lockedAt - left * 40_000, 0, left > 0 ? `${BAD_PASSWORD}，还可尝试${left}次` : lockedMsg);
  }
  attempt(locked, lockedAt + 3 * 60_000, 0, lockedMsg);

  const strangers = ['test', 'admin1', 'root', 'zhangsan'];
  while (rows.length < LOGIN_COUNT) {
    const at = officeMoment(random, end, 30);
    if (random.chance(0.03)) {
      attempt({ userName: random.pick(strangers), ip: officeIp(random), userAgent: random.pick(USER_AGENTS) }, at, 0, BAD_PASSWORD);
      continue;
    }
    const person = random.pick(everyone);
    if (!person.enabled) {
      attempt(person, at, 0, '账号已被禁用，请联系管理员');
    } else if (random.chance(0.08)) {
      attempt(person, at, 0, `${BAD_PASSWORD}，还可尝试${random.int(3, 4)}次`);
      if (random.chance(0.8)) attempt(person, at + random.int(20, 90) * 1000, 1, '登录成功');
    } else {
      attempt(person, at, 1, '登录成功');
    }
  }
  rows.sort((a, b) => a.at - b.at);
  for (const batch of chunks(rows.map(({ at: _at, ...row }) => row))) await db.insertInto('sysLoginLog').values(batch).execute();

  // Each account's last sign-in, and a live session for those who signed in within two days.
  for (const person of everyone) {
    const last = rows.filter((r) => r.userName === person.userName && r.result === 1).at(-1);
    if (!last) continue;
    await db.updateTable('sysUser').set({ lastLoginTime: last.createTime }).where('id', '=', person.id).execute();
    if (end - last.at < 2 * DAY_MS) {
      await db
        .insertInto('sysSession')
        .values({
          sessionId: random.hex(32),
          // Not a sha256 of anything (those are hex): no token can ever match a demo session.
          tokenHash: `demo-session-${random.hex(32)}`,
          userId: person.id,
          ip: last.ip,
          userAgent: last.userAgent,
          userSource: last.userSource,
          loginTime: last.createTime,
          lastActiveTime: formatTime(last.at + random.int(5, 240) * 60_000),
          expireTime: formatTime(last.at + 7 * DAY_MS),
          revokedTime: null,
        })
        .execute();
    }
  }
  return lockedAt;
}

interface OperationPlan {
  endpoint: Endpoint;
  weight: number;
  /** Only account managers make this call. */
  managerOnly: boolean;
  target: () => string;
  failures: readonly (readonly [status: number, msg: string])[];
}

const OPERATION_COUNT = 300;

async function seedOperationLog(
  db: DbOrTrx,
  random: DemoRandom,
  end: number,
  managers: readonly Person[],
  active: readonly Person[],
  people: readonly Person[],
  roleCodes: ReadonlyMap<string, string>,
): Promise<void> {
  const someUser = () => random.pick(people).userCode;
  const someRole = () => random.pick([...roleCodes.values()]);
  const plans: OperationPlan[] = [
    { endpoint: authApi.logout, weight: 30, managerOnly: false, target: () => '', failures: [] },
    { endpoint: userApi.edit, weight: 12, managerOnly: true, target: someUser, failures: [[400, '手机号格式不正确']] },
    { endpoint: userApi.add, weight: 5, managerOnly: true, target: someUser, failures: [[409, `用户名“${random.pick(people).userName}”已存在`]] },
    { endpoint: userApi.enableUser, weight: 6, managerOnly: true, target: someUser, failures: [[409, '该用户已是启用状态']] },
    { endpoint: userApi.resetPassword, weight: 5, managerOnly: true, target: someUser, failures: [] },
    { endpoint: userApi.changePassword, weight: 4, managerOnly: false, target: () => '', failures: [[400, '原密码不正确']] },
    { endpoint: roleApi.edit, weight: 4, managerOnly: true, target: someRole, failures: [[409, '超级管理员角色不可重命名']] },
    { endpoint: roleApi.saveRoleResources, weight: 5, managerOnly: true, target: someRole, failures: [] },
    { endpoint: roleApi.add, weight: 2, managerOnly: true, target: someRole, failures: [[409, '角色名称“招聘管理员”已存在']] },
    { endpoint: roleApi.remove, weight: 1, managerOnly: true, target: someRole, failures: [[409, '该角色下仍有用户，不能删除']] },
    { endpoint: sessionApi.forceLogout, weight: 3, managerOnly: true, target: () => random.hex(32), failures: [] },
    { endpoint: userApi.unBindWX, weight: 1, managerOnly: false, target: () => '', failures: [] },
  ];
  const totalWeight = plans.reduce((sum, p) => sum + p.weight, 0);
  const pickPlan = () => {
    let roll = random.int(1, totalWeight);
    return plans.find((p) => (roll -= p.weight) <= 0) ?? plans[0];
  };

  const rows = Array.from({ length: OPERATION_COUNT }, () => {
    const plan = pickPlan();
    const person = random.pick(plan.managerOnly ? managers : active);
    // removeRole only ever fails in the demo: every demo role still has holders.
    const failure = plan.failures.length > 0 && (plan.endpoint === roleApi.remove || random.chance(0.08)) ? random.pick(plan.failures) : null;
    const at = officeMoment(random, end, 30);
    const target = plan.target();
    return {
      at,
      row: {
        userId: person.id,
        userName: person.userName,
        method: plan.endpoint.method,
        path: plan.endpoint.path,
        summary: plan.endpoint.summary,
        // A refused creation names no record: the operation log takes new codes from the answer.
        targetCode: failure && (plan.endpoint === userApi.add || plan.endpoint === roleApi.add) ? '' : target,
        result: failure ? 0 : 1,
        httpStatus: failure ? failure[0] : 200,
        errorMsg: failure ? failure[1] : '',
        ip: random.chance(0.9) ? person.ip : officeIp(random),
        // Password hashing makes those calls slow; the rest are quick writes.
        durationMs: plan.endpoint === userApi.resetPassword || plan.endpoint === userApi.changePassword ? random.int(60, 140) : random.int(3, 45),
        createTime: formatTime(at),
      },
    };
  });
  rows.sort((a, b) => a.at - b.at);
  for (const batch of chunks(rows.map((r) => r.row))) await db.insertInto('sysOperationLog').values(batch).execute();
}

/** Page views in short visits of a few screens each, and some button clicks along the way. */
async function seedEvents(
  db: DbOrTrx,
  random: DemoRandom,
  end: number,
  active: readonly Person[],
  resources: ReadonlyArray<{ code: string; name: string; path: string; type: string }>,
): Promise<void> {
  const screens = resources.filter((r) => r.type === 'menu' && r.path !== '');
  const buttons = resources.filter((r) => r.type === 'button');
  const rows: Array<{
    userId: number;
    userName: string;
    eventType: 'page_view' | 'click';
    eventName: string;
    pagePath: string;
    pageTitle: string;
    extra: string;
    ip: string;
    userAgent: string;
    createTime: string;
  }> = [];
  for (let visit = 0; visit < 90; visit++) {
    const person = random.pick(active);
    const mine = screens.filter((s) => person.codes.has(s.code));
    if (mine.length === 0) continue;
    let at = officeMoment(random, end, 30);
    for (let step = random.int(2, 6); step > 0; step--) {
      const screen = random.pick(mine);
      const base = { userId: person.id, userName: person.userName, pagePath: screen.path, pageTitle: screen.name, ip: person.ip, userAgent: person.userAgent };
      rows.push({ ...base, eventType: 'page_view', eventName: '页面浏览', extra: '', createTime: formatTime(at) });
      const clickable = buttons.filter((b) => b.code.startsWith(`${screen.code}:`) && person.codes.has(b.code));
      if (clickable.length > 0 && random.chance(0.35)) {
        const button = random.pick(clickable);
        at += random.int(3, 40) * 1000;
        rows.push({ ...base, eventType: 'click', eventName: `点击${button.name}`, extra: JSON.stringify({ code: button.code }), createTime: formatTime(at) });
      }
      at += random.int(10, 300) * 1000;
    }
  }
  rows.sort((a, b) => a.createTime.localeCompare(b.createTime));
  for (const batch of chunks(rows)) await db.insertInto('sysEvent').values(batch).execute();
}

/** A welcome note for everyone, a maintenance notice, role changes, password resets and the lock notice. */
async function seedMessages(
  db: DbOrTrx,
  random: DemoRandom,
  end: number,
  everyone: readonly Person[],
  people: readonly Person[],
  roleNames: ReadonlyMap<string, string>,
  lockedAt: number,
): Promise<void> {
  const rows: Array<{ msgCode: string; userId: number; msgType: number; title: string; content: string; readFlag: number; readTime: string | null; createTime: string }> = [];
  const send = (person: Person, msgType: number, title: string, content: string, at: number, readChance: number) => {
    const read = random.chance(readChance);
    rows.push({
      msgCode: random.hex(32),
      userId: person.id,
      msgType,
      title,
      content,
      readFlag: read ? 1 : 0,
      readTime: read ? formatTime(at + random.int(5, 600) * 60_000) : null,
      createTime: formatTime(at),
    });
  };

  const welcomeAt = end - 29 * DAY_MS + 9 * 3600_000;
  const maintenanceAt = end - 2 * DAY_MS + 10 * 3600_000;
  const maintenanceDay = formatTime(end + 3 * DAY_MS).slice(0, 10);
  for (const person of everyone) {
    send(person, MESSAGE_TYPES.SYSTEM, '欢迎使用人力资源大数据管理平台', '平台已上线试运行。使用中如遇问题，请联系信息中心（电话 0371-62688000）。', welcomeAt, 0.8);
    send(
      person,
      MESSAGE_TYPES.SYSTEM,
      '系统维护通知',
      `为提升服务质量，平台定于 ${maintenanceDay} 22:00 至 24:00 进行系统维护，期间暂停服务，请提前做好工作安排。`,
      maintenanceAt,
      0.3,
    );
  }
  for (const person of people.filter((p) => p.roleKeys.length > 1)) {
    const roleName = roleNames.get(person.roleKeys[1]) ?? '';
    send(person, MESSAGE_TYPES.PERMISSION, '角色权限已变更', `您的账号已被授予“${roleName}”角色，新的菜单和操作权限已生效。`, officeMoment(random, end, 25), 0.5);
  }
  for (const person of [people[2], people[15]]) {
    const at = officeMoment(random, end, 20);
    send(person, MESSAGE_TYPES.SECURITY, '密码已被重置', `管理员已于 ${formatTime(at)} 重置您的登录密码，请使用新密码登录并及时修改。`, at, 0.5);
  }
  // Worded as the login service words it when it locks an account.
  send(
    people[LOCKED_ONCE],
    MESSAGE_TYPES.SECURITY,
    '账号已被锁定',
    `您的账号于 ${formatTime(lockedAt)} 因密码连续错误5次被锁定，将于 ${formatTime(lockedAt + LOCK_MS)} 自动解锁。如非本人操作，请及时修改密码。`,
    lockedAt,
    1,
  );
  rows.sort((a, b) => a.createTime.localeCompare(b.createTime));
  for (const batch of chunks(rows)) await db.insertInto('sysMessage').values(batch).execute();
}
