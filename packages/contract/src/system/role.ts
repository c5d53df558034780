import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.js';
import { code32, textFilter, timeText } from '../core/fields.js';
import { pageOf, pageQuery } from '../core/page.js';

const roleFields = {
  roleName: z.string().trim().min(1).max(32).describe('角色名称'),
  remark: z.string().trim().max(200).optional().describe('备注'),
};

export const roleRecord = z.object({
  roleCode: z.string(),
  roleName: z.string(),
  remark: z.string(),
  builtIn: z.boolean(),
  userCount: z.number().int(),
  resourceCount: z.number().int(),
  createTime: timeText,
});
export type RoleRecord = z.infer<typeof roleRecord>;

export const addRole = defineEndpoint('system.role.add', {
  method: 'POST',
  path: '/pclogin/role/add',
  domain: 'system',
  summary: '新增角色',
  access: { permission: 'system:role:add' },
  audit: true,
  body: z.object(roleFields),
  response: z.object({ roleCode: z.string() }),
});

export const editRole = defineEndpoint('system.role.edit', {
  method: 'POST',
  path: '/pclogin/role/edit',
  domain: 'system',
  summary: '编辑角色',
  access: { permission: 'system:role:edit' },
  audit: true,
  body: z.object({ roleCode: code32('角色编号'), ...roleFields }),
  response: z.null(),
});

export const listRoles = defineEndpoint('system.role.list', {
  method: 'POST',
  path: '/pclogin/role/list',
  domain: 'system',
  summary: '分页查询角色',
  access: { permission: 'system:role:list' },
  audit: false,
  body: pageQuery.extend({ roleName: textFilter('角色名称') }),
  response: pageOf(roleRecord),
});

export const queryRole = defineEndpoint('system.role.query', {
  method: 'POST',
  path: '/pclogin/role/queryRole',
  domain: 'system',
  summary: '查询角色及其资源勾选情况',
  access: { permission: 'system:role:list' },
  audit: false,
  body: z.object({ roleCode: code32('角色编号') }),
  response: roleRecord.extend({
    /** Every resource with whether this role holds it. */
    mapList: z.array(z.object({ id: z.number().int(), checked: z.boolean() })),
  }),
});

export const removeRole = defineEndpoint('system.role.remove', {
  method: 'POST',
  path: '/pclogin/role/remove',
  domain: 'system',
  summary: '删除角色',
  access: { permission: 'system:role:remove' },
  audit: true,
  body: z.object({ roleCode: code32('角色编号') }),
  response: z.null(),
});

export const saveRoleResources = defineEndpoint('system.role.saveResources', {
  method: 'POST',
  path: '/pclogin/role/saveRoleResources',
  domain: 'system',
  summary: '分配角色权限',
  access: { permission: 'system:role:grant' },
  audit: true,
  body: z.object({
    roleCode: code32('角色编号'),
    resourceIds: z.array(z.number().int().positive()).max(5000).describe('资源'),
  }),
  response: z.object({ resourceCount: z.number().int() }),
});
