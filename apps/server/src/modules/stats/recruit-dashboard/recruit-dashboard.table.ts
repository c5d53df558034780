/**
 * The 数据看板's counters, kept by triggers (migration 0027): applications per
 * day and state, 中类 or label; online jobs per 中类 or label; each per county
 * of the company the job belongs to (migration 0031), so a scoped caller's
 * figures come from here too.
 */
export interface StatRecruitCountTable {
  /** apply, apply_category, apply_label, online_category, online_label. */
  subject: string;
  /** YYYY-MM-DD of the application time; '' for the online-job subjects. */
  day: string;
  /** The county code of the job's company. */
  county: string;
  /** The state (as text), the 中类 code or the label code. */
  code: string;
  n: number;
}
