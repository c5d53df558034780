/** 政策信息 and 政策报告 in one chunk: one lazy import in the shell's screen list instead of two (the shell is at its budget). */
export { default as PolicyInfoPage } from './info-page';
export { default as PolicyReportPage } from './report-page';
