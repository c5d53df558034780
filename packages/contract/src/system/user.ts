import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, enumFilter, MOBILE_PATTERN, textFilter, timeFilter, timeText } from '../core/fields.js';
import { pageOf, pageQuery } from '../core/page.js';
import { perm } from './resource-tree.js';
import { defineLabels, field } from '../core/labels.js';

export const USER_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;
/** 8–32 characters with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,32}$/;

const password = (label: string) =>
  z.string().regex(PASSWORD_PATTERN, { error: `${label}须为8-32位，且同时包含字母和数字` }).describe(label);
const userStatus = z.union([z.literal(0), z.literal(1)]).describe('状态');
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max).optional().describe(label);

/** 数据权限 as stored and sent: '' for 全部, else a six-digit province, city or county code. */
export const ALL_REGIONS_SCOPE = '';
export const ALL_REGIONS_SCOPE_NAME = '全部';
const dataScopeField = z
  .union([z.literal(ALL_REGIONS_SCOPE), z.string().regex(/^\d{6}$/, { error: '数据权限应为全部或6位省、市、区县编码' })])
  .describe('数据权限');

const userFields = {
  realName: z.string().trim().min(1).max(32).describe('姓名'),
  phone: z.string().trim().regex(MOBILE_PATTERN, { error: '手机号格式不正确' }).describe('手机号'),
  email: z.union([z.literal(''), z.email({ error: '邮箱格式不正确' })]).optional().describe('邮箱'),
  roleCodes: z.array(z.string().min(1).max(64)).min(1).max(20).describe('角色'),
  remark: optionalText('备注', 200),
  /** Left out: 全部 for a new user, unchanged on an edit. */
  dataScope: dataScopeField.optional(),
};

export const roleRef = z.object({ roleCode: z.string(), roleName: z.string() });

/** 用户管理's fields: list columns in order (state and times early), then what the export adds. */
export const USER_LABELS = defineLabels({
  userName: field.person('用户名'),
  realName: field.person('姓名'),
  status: field.state('状态'),
  lastLoginTime: field.time('最后登录时间'),
  createTime: field.time('创建时间'),
  phone: field.phone('手机号'),
  roles: field.name('角色'),
  dataScopeName: field.name('数据权限', { secondary: true }),
  email: field.name('邮箱', { secondary: true }),
  wxBound: field.dict('微信', { secondary: true }),
  remark: field.text('备注', { secondary: true }),
});

export const userRecord = z.object({
  userCode: z.string(),
  userName: z.string(),
  realName: z.string(),
  phone: z.string(),
  email: z.string(),
  status: z.number().int(),
  roles: z.array(roleRef),
  wxBound: z.boolean(),
  lastLoginTime: timeText.nullable(),
  createTime: timeText,
  remark: z.string(),
  dataScope: z.string(),
  /** 全部, or the region's names from the province down (河南省 / 郑州市 / 新郑市). */
  dataScopeName: z.string(),
});
export type UserRecord = z.infer<typeof userRecord>;
export const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    path: z.string(),
    icon: z.string(),
    hidden: z.boolean(),
    children: z.array(menuNode),
  }),
);
export interface MenuNode {
  id: number;
  code: string;
  name: string;
  path: string;
  icon: string;
  hidden: boolean;
  children: MenuNode[];
}

export const userApi = defineEndpoints('system', 'user', {
  add: {
    method: 'POST',
    path: '/pclogin/user/add',
    summary: '新增用户',
    access: { permission: perm.system.user.add },
    audit: true,
    body: z.object({
      userName: z
        .string()
        .trim()
        .regex(USER_NAME_PATTERN, { error: '用户名须以字母开头，4-32位字母、数字或下划线' })
        .describe('用户名'),
      password: password('密码'),
      status: userStatus.default(1),
      ...userFields,
    }),
    response: z.object({ userCode: z.string() }),
  },

  edit: {
    method: 'POST',
    path: '/pclogin/user/edit',
    summary: '编辑用户',
    access: { permission: perm.system.user.edit },
    audit: true,
    body: z.object({ userCode: code32('用户编号'), ...userFields }),
    response: z.null(),
  },

  list: {
    method: 'POST',
    path: '/pclogin/user/list',
    summary: '分页查询用户',
    access: { permission: perm.system.user.list },
    audit: false,
    body: pageQuery.extend({
      userName: textFilter('用户名'),
      realName: textFilter('姓名'),
      phone: textFilter('手机号', 11),
      status: enumFilter('状态', [0, 1]),
      roleCode: textFilter('角色'),
      beginTime: timeFilter('创建开始时间').optional(),
      endTime: timeFilter('创建结束时间').optional(),
    }),
    response: pageOf(userRecord),
    export: { permission: perm.system.user.export, name: '用户管理', asciiName: 'users', labels: USER_LABELS },
  },

  remove: {
    method: 'POST',
    path: '/pclogin/user/remove',
    summary: '删除用户',
    access: { permission: perm.system.user.remove },
    audit: true,
    body: z.object({ userCodes: z.array(code32('用户编号')).min(1).max(100).describe('用户') }),
    response: z.object({ removed: z.number().int() }),
  },

  enableUser: {
    method: 'POST',
    path: '/pclogin/user/enableUser',
    summary: '启用或禁用用户',
    access: { permission: perm.system.user.enable },
    audit: true,
    body: z.object({ userCode: code32('用户编号'), status: userStatus }),
    response: z.null(),
  },

  changePassword: {
    method: 'POST',
    path: '/pclogin/user/changePassword',
    summary: '修改本人密码',
    access: 'signedIn',
    audit: true,
    body: z.object({
      oldPassword: z.string().min(1).max(64).describe('原密码'),
      newPassword: password('新密码'),
    }),
    response: z.null(),
  },

  resetPassword: {
    method: 'POST',
    path: '/pclogin/user/resetPassword',
    summary: '重置用户密码',
    access: { permission: perm.system.user.resetPwd },
    audit: true,
    body: z.object({ userCode: code32('用户编号'), newPassword: password('新密码') }),
    response: z.null(),
  },

  info: {
    method: 'POST',
    path: '/pclogin/V2/user/info',
    summary: '当前登录用户信息、角色、权限与菜单',
    access: 'signedIn',
    audit: false,
    response: z.object({
      user: userRecord,
      roles: z.array(roleRef),
      permissions: z.array(z.string()),
      menus: z.array(menuNode),
    }),
  },

  bindAccountQrcord: {
    method: 'GET',
    path: '/pclogin/V2/user/bindAccountQrcord',
    summary: '生成微信绑定二维码',
    access: 'signedIn',
    audit: false,
    response: z.object({ ticket: z.string(), qrcode: z.string(), expireTime: timeText }),
  },

  queryBindStatus: {
    method: 'GET',
    path: '/pclogin/V2/user/queryBindStatus',
    summary: '查询微信绑定状态',
    access: 'signedIn',
    audit: false,
    query: z.object({ ticket: z.string().max(64).optional().describe('绑定票据') }),
    response: z.object({
      bound: z.boolean(),
      wxNickname: z.string(),
      bindTime: timeText.nullable(),
      /** State of the ticket asked about: waiting for a scan, used, or expired. */
      ticketState: z.enum(['pending', 'bound', 'expired']).nullable(),
    }),
  },

  unBindWX: {
    method: 'GET',
    path: '/pclogin/V2/user/unBindWX',
    summary: '解除微信绑定',
    access: 'signedIn',
    audit: true,
    response: z.null(),
  },

  wxCallback: {
    method: 'GET',
    path: '/pclogin/V2/user/wxCallback',
    summary: '微信授权回调，完成账号绑定',
    access: 'public', // opened in the phone's WeChat browser; the one-time ticket in `state` names the account
    audit: true,
    responseKind: 'html',
    query: z.object({
      code: z.string().min(1).max(256).describe('微信授权码'),
      state: z.string().min(1).max(64).describe('绑定票据'),
    }),
    response: z.null(),
  },
});

export type UserInfo = z.infer<typeof userApi.info.response>;
