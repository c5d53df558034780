import { JOB_APPROVE_TYPES, JOB_REVIEW_DEFAULT_TAB, jobApi, type JobRecord } from '@hrbd/contract';
import { useCallback, useMemo, useState } from 'react';
import { ListPage } from '../../../components/list-page';
import { contractField } from '../../../components/modal-form';
import { JOB_TIME_FILTER, jobColumns } from '../job/columns';
import { JobRowActions, REVIEW_ACTIONS, widestJobActions } from '../job/job-actions';
import { JobDetailDrawer } from '../job/job-detail';
import { jobTabs } from '../job/job-tabs';
import { useJobCommands } from '../job/use-job-commands';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useEducation, useJobCategoryOptions } from '../../../lib/reference-data';
import { ReviewDialog } from '../../../components/review-dialog';
// Spec §2: the job approval screen opens on 已上线.
const TABS = jobTabs(JOB_REVIEW_DEFAULT_TAB);
const WIDEST = widestJobActions(REVIEW_ACTIONS);
const REJECT_REASON = contractField(jobApi.checkJobInfo.body, 'rejectDesc');
const FORCED_REASON = contractField(jobApi.forcedOfflineJobInfo.body, 'forcedDesc', { required: '请填写强制下线原因' });

type Target = Pick<JobRecord, 'jobCode' | 'jobName'>;

/**
 * 岗位审核: the reviewer's view of jobs. A job 审核中 is passed or rejected
 * (with a reason); one 已通过, 已上线 or 已下线 can be forced offline (with a
 * reason, final). Its publisher is told of each.
 */
export default function JobReviewPage() {
  const categoryOptions = useJobCategoryOptions();
  const education = useEducation();
  const commands = useJobCommands();
  const [viewing, setViewing] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<Target | null>(null);
  const [forcing, setForcing] = useState<Target | null>(null);

  const actionsOf = useCallback(
    (job: Target & Pick<JobRecord, 'approveType'>, inDrawer: boolean) => (
      <JobRowActions
        job={job}
        actions={REVIEW_ACTIONS}
        commands={commands}
        onView={inDrawer ? undefined : () => setViewing(job.jobCode)}
        onReview={() => setReviewing(job)}
        onForcedOffline={() => setForcing(job)}
      />
    ),
    [commands],
  );

  const columns = useMemo(
    () => jobColumns({ categoryOptions, education, onView: (job) => setViewing(job.jobCode), renderActions: (job) => actionsOf(job, false), widestActions: WIDEST }),
    [categoryOptions, education, actionsOf],
  );

  return (
    <>
      <ListPage
        endpoint={jobApi.queryJobInfoList}
        stateKey="recruit:job:review"
        columns={columns}
        rowKey="jobCode"
        tabs={TABS}
        extraFilters={JOB_TIME_FILTER}
      />
      <JobDetailDrawer jobCode={viewing} education={education} onClose={() => setViewing(null)} renderActions={(job) => actionsOf(job, true)} />
      <ReviewDialog
        title="岗位审核"
        subject={reviewing && `岗位“${reviewing.jobName}”`}
        reason={REJECT_REASON}
        onClose={() => setReviewing(null)}
        onSubmit={({ passed, rejectDesc }) =>
          commands.check({
            jobCode: reviewing?.jobCode ?? '',
            approveType: passed ? JOB_APPROVE_TYPES.approved : JOB_APPROVE_TYPES.rejected,
            rejectDesc,
          })
        }
      />
      <ReasonDialog
        title="强制下线"
        subject={forcing && `岗位“${forcing.jobName}”`}
        label="强制下线原因"
        field={FORCED_REASON}
        question={(subject) => `确定强制下线${subject}吗？强制下线后岗位将强制结束，不能再上线。`}
        onClose={() => setForcing(null)}
        onSubmit={(reason) => commands.forcedOffline(forcing?.jobCode ?? '', reason)}
      />
    </>
  );
}
