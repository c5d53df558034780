import type { ResumeProfile } from '@hrbd/contract';
import { Alert, Drawer, Skeleton } from 'antd';
import { useRef } from 'react';
import { PrintButton } from '../../../components/print';
import type { DictOptions } from '../../../lib/reference-data';
import { ResumeProfileView } from '../shared/resume-profile';

interface ResumeDrawerProps {
  open: boolean;
  profile: ResumeProfile | undefined;
  error?: string;
  education: DictOptions;
  onClose: () => void;
}

/** 简历详情: a resume found by ID number or from the ranking; printable. */
export function ResumeDrawer({ open, profile, error, education, onClose }: ResumeDrawerProps) {
  const printed = useRef<HTMLDivElement>(null);
  return (
    <Drawer
      title="简历详情"
      size={900}
      open={open}
      onClose={onClose}
      extra={profile && <PrintButton target={printed} title={`${profile.resumeVO.usrName}的简历`} />}
    >
      {error && <Alert type="error" showIcon message={error} />}
      {!profile && !error && <Skeleton active />}
      {profile && (
        <div ref={printed}>
          <ResumeProfileView profile={profile} education={education} />
        </div>
      )}
    </Drawer>
  );
}
