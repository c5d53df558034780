/**
 * The 数据看板's counters, kept by triggers (migration 0027): applications per
 * day and state, 中类 or label; online jobs per 中类 or label.
 */
export interface StatRecruitCountTable {
  /** apply, apply_category, apply_label, online_category, online_label. */
  subject: string;
  /** YYYY-MM-DD of the application time; '' for the online-job subjects. */
  day: string;
  /** The state (as text), the 中类 code or the label code. */
  code: string;
  n: number;
}
