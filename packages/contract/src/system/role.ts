import { z } from 'zod';
import { multiLine } from '../core/text.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, textFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { perm } from './resource-tree.js';

const roleFields = {
  roleName: z.string().trim().min(1).max(32).describe('角色名称'),
  remark: multiLine(z.string().trim().max(200).describe('备注')).optional(),
};

/** 角色管理's fields, list order; the form's 角色名称 and 备注 read them too. */
export const ROLE_LABELS = defineLabels({
  roleName: field.name('角色名称'),
  builtIn: field.dict('类型'),
  userCount: field.number('用户数'),
  resourceCount: field.number('权限数'),
  remark: field.text('备注'),
  createTime: field.time('创建时间'),
});

export const roleRecord = z.object({
  roleCode: z.string(),
  roleName: z.string(),
  remark: z.string(),
  builtIn: z.boolean(),
  userCount: z.number().int(),
  resourceCount: z.number().int(),
  createTime: timeText,
  /** Whether the caller may grant this role: every resource of it is theirs to give (the built-in role: the 超级管理员 only). */
  grantable: z.boolean(),
});
export type RoleRecord = z.infer<typeof roleRecord>;
export const roleApi = defineEndpoints('system', 'role', {
  add: {
    method: 'POST',
    path: '/pclogin/role/add',
    summary: '新增角色',
    access: { permission: perm.system.role.add },
    audit: true,
    body: z.object(roleFields),
    response: z.object({ roleCode: z.string() }),
  },

  edit: {
    method: 'POST',
    path: '/pclogin/role/edit',
    summary: '编辑角色',
    access: { permission: perm.system.role.edit },
    audit: true,
    body: z.object({ roleCode: code32('角色编号'), ...roleFields }),
    response: z.null(),
  },

  list: {
    method: 'POST',
    path: '/pclogin/role/list',
    summary: '分页查询角色',
    access: { permission: perm.system.role.list },
    audit: false,
    body: pageQuery.extend({ roleName: textFilter('角色名称') }),
    response: pageOf(roleRecord),
  },

  queryRole: {
    method: 'POST',
    path: '/pclogin/role/queryRole',
    summary: '查询角色及其资源勾选情况',
    access: { permission: perm.system.role.list },
    audit: false,
    body: z.object({ roleCode: code32('角色编号') }),
    response: roleRecord.extend({
      /** Every resource with whether this role holds it. */
      mapList: z.array(z.object({ id: z.number().int(), checked: z.boolean() })),
    }),
  },

  remove: {
    method: 'POST',
    path: '/pclogin/role/remove',
    summary: '删除角色',
    access: { permission: perm.system.role.remove },
    audit: true,
    body: z.object({ roleCode: code32('角色编号') }),
    response: z.null(),
  },

  saveRoleResources: {
    method: 'POST',
    path: '/pclogin/role/saveRoleResources',
    summary: '分配角色权限',
    access: { permission: perm.system.role.grant },
    audit: true,
    body: z.object({
      roleCode: code32('角色编号'),
      resourceIds: z.array(z.number().int().positive()).max(5000).describe('资源'),
    }),
    response: z.object({ resourceCount: z.number().int() }),
  },
});
