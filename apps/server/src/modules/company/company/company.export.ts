import { COMPANY_APPROVE_TYPE_LABELS, COMPANY_LABELS, COMPANY_SCALE_LABELS, COMPANY_SOURCE_LABELS, type CompanyApproveType, type CompanyRecord, type companyApi } from '@hrbd/contract';
import type { ValuesOf } from '../../../platform/export/columns.js';
import { listExport } from '../../../platform/export/list-export.js';
import { companiesForExport } from './company.service.js';

/** Each labelled field as the sheet writes it: the words the list shows. */
const VALUES: ValuesOf<typeof COMPANY_LABELS, CompanyRecord> = {
  cmpyName: (c) => c.cmpyName,
  approveType: (c) => COMPANY_APPROVE_TYPE_LABELS[c.approveType as CompanyApproveType] ?? String(c.approveType),
  submitTime: (c) => c.submitTime,
  approveTime: (c) => c.approveTime ?? '',
  creditCode: (c) => c.creditCode,
  industryName: (c) => c.industryName,
  countyName: (c) => `${c.cityName}${c.countyName}`,
  legalPerson: (c) => c.legalPerson,
  cmpyScale: (c) => COMPANY_SCALE_LABELS[c.cmpyScale] ?? '',
  contactPerson: (c) => c.contactPerson,
  contactPhone: (c) => c.contactPhone,
  source: (c) => COMPANY_SOURCE_LABELS[c.source as keyof typeof COMPANY_SOURCE_LABELS] ?? c.source,
  address: (c) => `${c.provinceName}${c.cityName}${c.countyName}${c.address}`,
  rejectDesc: (c) => c.rejectDesc,
};

/** 企业审核 exported: the queue under the list's filters and tab, inside the caller's region. */
export const exportCompanies = listExport<typeof companyApi.pagelist, typeof COMPANY_LABELS, CompanyRecord>(COMPANY_LABELS, async ({ deps, actor, query }) => ({
  ...(await companiesForExport(deps, { ...query, scope: actor.scope })),
  values: VALUES,
}));
