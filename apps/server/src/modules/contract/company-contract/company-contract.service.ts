import { ENDING_SOON_DAYS, companyContractApi, type BodyOf, type CompanyContractRecord, type Page } from '@hrbd/contract';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { formatTime, nowText, parseTime } from '../../../platform/time.js';
import { regionIndex } from '../../common/region/region.service.js';
import { companyFigures } from '../online-sign/online-sign.service.js';

type ListInput = BodyOf<typeof companyContractApi.page>;
/** How many of a company's contracts ending soon its row lists. */
const ENDING_SOON_LISTED = 20;

/** 企业合同: companies with models or signings, each with its figures and the signed contracts ending within 30 days. */
export async function pageCompanyContracts(deps: AppDeps, actor: Actor, input: ListInput): Promise<Page<CompanyContractRecord>> {
  const today = nowText().slice(0, 10);
  const until = formatTime(parseTime(`${today} 00:00:00`) + ENDING_SOON_DAYS * 86_400_000).slice(0, 10);
  const [page, index] = await Promise.all([
    companyFigures(deps.db, { scope: actor.scope, cmpyName: input.cmpyName, countyCode: input.countyCode, today, until, endingSoonOnly: input.endingSoon }, input),
    regionIndex(deps.db),
  ]);
  return {
    total: page.total,
    records: page.records.map((c) => ({
      cmpyCode: c.cmpyCode,
      cmpyName: c.cmpyName,
      creditCode: c.creditCode,
      countyCode: c.countyCode,
      countyName: index.node('county', c.countyCode)?.name ?? c.countyCode,
      modelCount: c.modelCount,
      enabledModelCount: c.enabledModelCount,
      pendingCount: c.signCounts.get(0) ?? 0,
      signedCount: c.signCounts.get(1) ?? 0,
      refusedCount: c.signCounts.get(2) ?? 0,
      expiredCount: c.signCounts.get(3) ?? 0,
      endingSoonCount: c.endingSoon.length,
      latestSignTime: c.latestSignTime,
      endingSoon: c.endingSoon.slice(0, ENDING_SOON_LISTED),
    })),
  };
}
