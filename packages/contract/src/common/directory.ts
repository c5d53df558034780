import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { textFilter } from '../core/fields.js';

/**
 * The public employment service catalogue (公共就业服务事项目录): service
 * categories and the services under each, as a regional employment platform
 * publishes them. Codes are hierarchical (`01` category, `0103` service).
 */
export const directoryItem = z.object({
  directoryCode: z.string(),
  directoryName: z.string(),
  /** '' for a top-level category. */
  parentCode: z.string(),
  /** 1 category, 2 service. */
  level: z.number().int(),
  /** Who a service is for: 个人, 单位, or both. */
  serviceObject: z.string(),
  remark: z.string(),
});
export type DirectoryItem = z.infer<typeof directoryItem>;

export const directoryApi = defineEndpoints('common', 'directory', {
  queryList: {
    method: 'GET',
    path: '/backend-common/directory/queryList',
    summary: '查询公共就业服务目录',
    access: 'signedIn',
    audit: false,
    query: z.object({
      parentCode: textFilter('上级目录编码', 32),
      keyword: textFilter('目录名称', 64),
    }),
    response: z.array(directoryItem),
  },
});
