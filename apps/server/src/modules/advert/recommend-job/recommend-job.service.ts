import { REC_JOB_POSITION_LABELS } from '@hrbd/contract';
import type { Recommending } from '../recommend.service.js';

/** 推荐岗位: the shared recommendation rules (recommend.service.ts) over recruit's jobs (read through its job service). */
export const RECOMMEND_JOBS: Recommending = {
  kind: 'job',
  noun: '岗位',
  table: { table: 'advertRecommendJob', target: 'jobCode' },
  positionLabels: REC_JOB_POSITION_LABELS,
};
