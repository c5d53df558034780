import { USER_LABELS, USER_STATUS_LABELS, WECHAT_BIND_LABELS, type UserRecord, type userApi } from '@hrbd/contract';
import type { ValuesOf } from '../../../platform/export/columns.js';
import { listExport } from '../../../platform/export/list-export.js';
import { usersForExport } from './user.service.js';

/** Each labelled field as the sheet writes it: the words the list shows. */
const VALUES: ValuesOf<typeof USER_LABELS, UserRecord> = {
  userName: (u) => u.userName,
  realName: (u) => u.realName,
  status: (u) => USER_STATUS_LABELS[u.status] ?? String(u.status),
  lastLoginTime: (u) => u.lastLoginTime ?? '',
  createTime: (u) => u.createTime,
  phone: (u) => u.phone,
  roles: (u) => u.roles.map((r) => r.roleName).join('、'),
  dataScopeName: (u) => u.dataScopeName,
  email: (u) => u.email,
  wxBound: (u) => (u.wxBound ? WECHAT_BIND_LABELS.bound : WECHAT_BIND_LABELS.unbound),
  remark: (u) => u.remark,
};

/** 用户管理 exported under the list's filters (never a password hash: the list's record has none). */
export const exportUsers = listExport<typeof userApi.list, typeof USER_LABELS, UserRecord>(USER_LABELS, async ({ deps, body }) => ({
  ...(await usersForExport(deps, body)),
  values: VALUES,
}));
