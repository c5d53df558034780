import { PublicationPage } from './publication-page';

/** 政策报告 (`/system/policy-report`). */
export default function PolicyReportPage() {
  return <PublicationPage kind={2} />;
}
