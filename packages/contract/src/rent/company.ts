import { z } from 'zod';
import { CONTACT_PHONE_PATTERN } from '../recruit/apply-info.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, dateField, dateText, decimal, textFilter, timeText } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { pageOf, pageQuery } from '../core/page.js';
import { perm } from '../system/resource-tree.js';

/** 租赁企业: passed companies (企业审核 通过) enrolled to rent beds for their workers, each with a bed quota. */

export const RENT_COMPANY_LABELS = defineLabels({
  cmpyName: field.name('企业名称'),
  bedQuota: field.number('床位配额'),
  bedsInUse: field.number('在用床位'),
  tenants: field.number('租户人数'),
  quitsThisMonth: field.number('本月退租'),
  contactPerson: field.person('联系人'),
  contactPhone: field.phone('联系电话'),
  agreementPeriod: field.period('协议期限'),
  districtName: field.dict('所在区县', { secondary: true }),
  createTime: field.time('登记时间'),
});

export const rentCompanyRecord = z.object({
  cmpyCode: z.string(),
  cmpyName: z.string(),
  districtName: z.string(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  bedQuota: z.number().int(),
  bedsInUse: z.number().int(),
  tenants: z.number().int(),
  quitsThisMonth: z.number().int(),
  agreementStart: dateText,
  agreementEnd: dateText,
  createTime: timeText,
});
export type RentCompanyRecord = z.infer<typeof rentCompanyRecord>;

const COMPANY = perm.oddjobMarket.rent.company;

export const rentCompanyApi = defineEndpoints('rent', 'rentCompany', {
  addCmpy: {
    method: 'GET',
    path: '/hrbd-vacantroom/rentCompanyInfo/addCmpy',
    summary: '登记租赁企业（已审核通过的企业）',
    access: { permission: COMPANY.add },
    audit: true,
    query: z
      .object({
        cmpyCode: code32('企业'),
        contactPerson: z.string().trim().min(1).max(20).describe('联系人'),
        contactPhone: z.string().trim().regex(CONTACT_PHONE_PATTERN, { error: '联系电话应为手机号或固定电话' }).describe('联系电话'),
        bedQuota: decimal(z.number().int().min(1).max(100_000)).describe('床位配额'),
        agreementStart: dateField('协议开始日期'),
        agreementEnd: dateField('协议结束日期'),
      })
      .refine((v) => v.agreementStart < v.agreementEnd, { path: ['agreementEnd'], error: '协议结束日期应晚于协议开始日期' }),
    response: z.object({ cmpyCode: z.string() }),
  },
  getCmpyNameList: {
    method: 'GET',
    path: '/hrbd-vacantroom/rentCompanyInfo/getCmpyNameList',
    summary: '租赁企业名称列表（下拉选择）',
    // The distribution form and the tenant filters pick a rent company.
    access: { permission: perm.oddjobMarket.rent.house.list },
    audit: false,
    query: z.object({ cmpyName: textFilter('企业名称', 50) }),
    response: z.array(z.object({ cmpyCode: z.string(), cmpyName: z.string() })),
  },
  cmpyList: {
    method: 'POST',
    path: '/hrbd-vacantroom/rentCompanyInfo/cmpyList',
    summary: '租赁企业列表（配额、在用床位、租户、本月退租）',
    access: { permission: COMPANY.list },
    audit: false,
    body: pageQuery.extend({ cmpyName: textFilter('企业名称', 50) }),
    response: pageOf(rentCompanyRecord),
  },
});
