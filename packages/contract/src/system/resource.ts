import { z } from 'zod';
import { multiLine } from '../core/text.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { textFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { RESOURCE_TYPES } from './labels.js';
import { perm } from './resource-tree.js';

export const RESOURCE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*(:[A-Za-z0-9_-]+)*$/;

/**
 * 资源管理's fields (the tree and the list), list order with 创建时间 early,
 * then what 资源详情 and 列设置 add; the form reads the same labels.
 */
export const RESOURCE_LABELS = defineLabels({
  name: field.name('资源名称'),
  type: field.dict('资源类型'),
  code: field.code('权限标识'),
  path: field.name('路由地址'),
  createTime: field.time('创建时间'),
  hidden: field.dict('是否隐藏'),
  sort: field.number('排序'),
  icon: field.dict('图标', { secondary: true }),
  id: field.number('资源ID', { secondary: true }),
  parentId: field.number('上级资源ID', { secondary: true }),
  remark: field.text('备注', { secondary: true }),
});

export const resourceRecord = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(RESOURCE_TYPES),
  path: z.string(),
  icon: z.string(),
  sort: z.number().int(),
  hidden: z.boolean(),
  remark: z.string(),
  createTime: timeText,
});
export type ResourceRecord = z.infer<typeof resourceRecord>;
export type ResourceTreeNode = ResourceRecord & { children: ResourceTreeNode[] };

const resourceTreeNode: z.ZodType<ResourceTreeNode> = z.lazy(() =>
  resourceRecord.extend({ children: z.array(resourceTreeNode) }),
);

const resourceFields = {
  parentId: z.number().int().min(0).describe('上级资源'),
  code: z
    .string()
    .trim()
    .max(100)
    .regex(RESOURCE_CODE_PATTERN, { error: '权限标识格式不正确，如 system:user:add' })
    .describe('权限标识'),
  name: z.string().trim().min(1).max(32).describe('资源名称'),
  type: z.enum(RESOURCE_TYPES).describe('资源类型'),
  path: z.string().trim().max(200).default('').describe('路由地址'),
  icon: z.string().trim().max(64).default('').describe('图标'),
  sort: z.number().int().min(0).max(9999).default(0).describe('排序'),
  hidden: z.boolean().default(false).describe('是否隐藏'),
  remark: multiLine(z.string().trim().max(200).describe('备注')).default(''),
};
export const resourceApi = defineEndpoints('system', 'resource', {
  add: {
    method: 'POST',
    path: '/pclogin/resources/add',
    summary: '新增资源',
    access: { permission: perm.system.resource.add },
    audit: true,
    body: z.object(resourceFields),
    response: z.object({ id: z.number().int() }),
  },

  edit: {
    method: 'POST',
    path: '/pclogin/resources/edit',
    summary: '编辑资源',
    access: { permission: perm.system.resource.edit },
    audit: true,
    body: z.object({ id: z.number().int().positive().describe('资源ID'), ...resourceFields }),
    response: z.null(),
  },

  list: {
    method: 'POST',
    path: '/pclogin/resources/list',
    summary: '资源树',
    access: { permission: perm.system.resource.list },
    audit: false,
    body: z.object({ name: textFilter('资源名称'), type: z.enum(RESOURCE_TYPES).optional().describe('资源类型') }),
    response: z.array(resourceTreeNode),
  },

  listPage: {
    method: 'POST',
    path: '/pclogin/resources/listPage',
    summary: '分页查询资源',
    access: { permission: perm.system.resource.list },
    audit: false,
    body: pageQuery.extend({
      name: textFilter('资源名称'),
      code: textFilter('权限标识', 100),
      type: z.enum(RESOURCE_TYPES).optional().describe('资源类型'),
      parentId: z.number().int().min(0).optional().describe('上级资源'),
    }),
    response: pageOf(resourceRecord),
  },

  queryResourcesByCode: {
    method: 'POST',
    path: '/pclogin/resources/queryResourcesByCode',
    summary: '按权限标识查询资源',
    access: { permission: perm.system.resource.list },
    audit: false,
    body: z.object({ code: z.string().trim().min(1).max(100).describe('权限标识') }),
    response: resourceRecord,
  },

  remove: {
    method: 'POST',
    path: '/pclogin/resources/remove',
    summary: '删除资源',
    access: { permission: perm.system.resource.remove },
    audit: true,
    body: z.object({ id: z.number().int().positive().describe('资源ID') }),
    response: z.null(),
  },
});
