import type { Generated } from 'kysely';

/** An epidemic health proof (防疫健康证明) of a job seeker. */
export interface RecruitHealthProveTable {
  id: Generated<number>;
  proveCode: string;
  seekerId: number;
  /** HEALTH_PROVE_TYPES of the contract. */
  proveType: number;
  result: string;
  /** 1 when the result raises no concern. */
  normal: number;
  institution: string;
  checkTime: string;
  validUntil: string | null;
  remark: string;
  createTime: string;
}
