import { HEALTH_PROVE_LIST_MAX, HEALTH_PROVE_TYPE_LABELS, type HealthProveRecord } from '@hrbd/contract';
import type { AppDeps } from '../../../platform/context.js';
import { seekerByUsrCode } from '../resume/resume.service.js';
import * as repo from './health.repository.js';

/** The health proofs a job seeker (by 求职者编号) handed in, newest first. */
export async function proofsOfUser(deps: AppDeps, usrCode: string): Promise<HealthProveRecord[]> {
  const seeker = await seekerByUsrCode(deps.db, usrCode);
  const rows = await repo.proofsOfSeeker(deps.db, seeker.id, HEALTH_PROVE_LIST_MAX);
  return rows.map((row) => ({ ...row, usrCode: seeker.usrCode, proveTypeLabel: HEALTH_PROVE_TYPE_LABELS[row.proveType] ?? String(row.proveType) }));
}
