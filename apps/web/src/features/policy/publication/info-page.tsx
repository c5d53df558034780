import { PublicationPage } from './publication-page';

/** 政策信息 (`/system/policy-info`). */
export default function PolicyInfoPage() {
  return <PublicationPage kind={1} />;
}
