import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { textFilter } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { perm } from '../system/resource-tree.js';

/**
 * 企业合同: per company, its models and its signings by state, and the
 * signed contracts ending within {@link ENDING_SOON_DAYS} days (to renew).
 */
export const ENDING_SOON_DAYS = 30;

export const COMPANY_CONTRACT_LABELS = defineLabels({
  cmpyName: field.name('企业名称'),
  countyName: field.dict('所在区县'),
  modelCount: field.number('合同模板'),
  enabledModelCount: field.number('已启用模板'),
  pendingCount: field.number('待签署'),
  signedCount: field.number('已签署'),
  refusedCount: field.number('已拒签'),
  expiredCount: field.number('已过期'),
  endingSoonCount: field.number(`${ENDING_SOON_DAYS} 天内到期`),
  latestSignTime: field.time('最近发起'),
  creditCode: field.code('统一社会信用代码', { secondary: true }),
  cmpyCode: field.code('企业编号', { secondary: true }),
});

export const companyContractRecord = z.object({
  cmpyCode: z.string(),
  cmpyName: z.string(),
  creditCode: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
  modelCount: z.number().int(),
  enabledModelCount: z.number().int(),
  pendingCount: z.number().int(),
  signedCount: z.number().int(),
  refusedCount: z.number().int(),
  expiredCount: z.number().int(),
  endingSoonCount: z.number().int(),
  latestSignTime: z.string(),
  /** The signed contracts ending within 30 days, soonest first (at most 20). */
  endingSoon: z.array(z.object({ signCode: z.string(), partyB: z.string(), modelName: z.string(), endDate: z.string() })),
});
export type CompanyContractRecord = z.infer<typeof companyContractRecord>;

export const companyContractBody = pageQuery.extend({
  cmpyName: textFilter('企业名称', 100),
  countyCode: textFilter('所在区县', 6),
  /** Only companies with a signed contract ending within 30 days. */
  endingSoon: z.preprocess((v) => v === true || v === 'true', z.boolean()).describe('仅看即将到期'),
});

export const companyContractApi = defineEndpoints('contract', 'companyContract', {
  page: {
    method: 'POST',
    path: '/cmpy/contract-info/page',
    summary: '企业合同概况（模板、各状态签约、30 天内到期）',
    access: { permission: perm.oddjobMarket.contract.company.list },
    audit: false,
    body: companyContractBody,
    response: pageOf(companyContractRecord),
  },
});
