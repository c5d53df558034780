/**
 * The catalogue rows of the `stats` domain served so far: the 人力资源大数据
 * sub-system's 数据看板 (totals, 招聘TOP3占比, 投递趋势).
 */
import { recruitDashboardEndpoints } from './recruit-dashboard.js';

export const statsEndpoints = {
  ...recruitDashboardEndpoints,
} as const;
