import { z } from 'zod';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, timeText } from '../core/fields.js';
import { perm } from '../system/resource-tree.js';

/**
 * Epidemic health proofs (防疫健康证明) a job seeker handed in with their
 * applications: what kind, what it said, when and by whom it was issued.
 */
export const HEALTH_PROVE_TYPES = { nucleicAcid: 1, healthCode: 2, itinerary: 3, vaccination: 4 } as const;
export const HEALTH_PROVE_TYPE_LABELS: Readonly<Record<number, string>> = {
  1: '核酸检测报告',
  2: '健康码',
  3: '通信行程卡',
  4: '疫苗接种证明',
};

export const healthProveRecord = z.object({
  proveCode: z.string(),
  usrCode: z.string(),
  proveType: z.number().int(),
  proveTypeLabel: z.string(),
  /** What the proof says, as issued: 阴性, 绿码, 已完成全程接种 … */
  result: z.string(),
  /** 1 when the result raises no concern (阴性, 绿码, no risk area, vaccinated), 0 otherwise. */
  normal: z.number().int(),
  institution: z.string(),
  checkTime: timeText,
  /** When the proof stops counting (a test report's 48 or 72 hours), null when it does not expire. */
  validUntil: timeText.nullable(),
  remark: z.string(),
  createTime: timeText,
});
export type HealthProveRecord = z.infer<typeof healthProveRecord>;

/** How many of a person's proofs the list shows, newest first. */
export const HEALTH_PROVE_LIST_MAX = 200;

export const healthApi = defineEndpoints('recruit', 'health', {
  queryHealthProveListUser: {
    method: 'GET',
    path: '/recruit/health/queryHealthProveListUser',
    summary: '查询求职者的健康证明记录',
    access: { permission: perm.recruit.resume.health.list },
    audit: false,
    query: z.object({ userCode: code32('求职者编号') }),
    response: z.array(healthProveRecord),
  },
});
