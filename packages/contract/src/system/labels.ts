/** User account status (glossary status_user_*). */
export const USER_STATUS = { ENABLED: 1, DISABLED: 0 } as const;
export const USER_STATUS_LABELS: Record<number, string> = { 1: '已启用', 0: '已禁用' };

export const RESOURCE_TYPES = ['menu', 'button'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = { menu: '菜单', button: '按钮' };

export const MESSAGE_TYPES = { SYSTEM: 1, SECURITY: 2, PERMISSION: 3 } as const;
export const MESSAGE_TYPE_LABELS: Record<number, string> = { 1: '系统通知', 2: '安全提醒', 3: '权限变更' };
export const READ_FLAG_LABELS: Record<number, string> = { 0: '未读', 1: '已读' };

export const EVENT_TYPES = ['page_view', 'click'] as const;
export const EVENT_TYPE_LABELS: Record<(typeof EVENT_TYPES)[number], string> = { page_view: '页面浏览', click: '按钮点击' };

/** Result of a logged call or login attempt. */
export const RESULT_LABELS: Record<number, string> = { 1: '成功', 0: '失败' };

export const WECHAT_BIND_LABELS = { bound: '已绑定', unbound: '未绑定' } as const;

/** The role every permission check lets through (spec: the admin role holds every resource). */
export const ADMIN_ROLE_CODE = 'admin';

/**
 * The login's one answer to an unknown user, a wrong password and a locked
 * account alike (anything more would tell a stranger the account exists).
 */
export const LOGIN_REFUSED_MSG = '用户名或密码错误';
/** What the login page adds under that answer: the details go to the account's own messages. */
export const LOGIN_LOCKOUT_HINT = '连续输错5次密码，账号将锁定10分钟；剩余次数和锁定提醒会发送到该账号的站内消息。';
