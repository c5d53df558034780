import { PlusOutlined } from '@ant-design/icons';
import { jobApi, perm, stationApi } from '@hrbd/contract';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { ListPage } from '../../../components/list-page';
import { useEducation, useJobCategoryOptions } from '../../../lib/reference-data';
import { JOB_TIME_FILTER, jobColumns } from './columns';
import { JobRowActions, LIST_ACTIONS, widestJobActions } from './job-actions';
import { JobDetailDrawer } from './job-detail';
import { JobForm } from './job-form';
import { JoinStationDialog } from './join-station-dialog';
import { jobTabs } from './job-tabs';
import { useJobCommands } from './use-job-commands';

const TABS = jobTabs();
const WIDEST = widestJobActions(LIST_ACTIONS);
const WIDEST_WITH_JOIN = [...WIDEST, '加入驿站'];

/**
 * 岗位列表: the publisher's view of jobs under their approveType tabs. A row
 * offers only what its state allows (编辑, 上线, 下线, 刷新, 结束); 新增 and
 * 编辑 send the job to review.
 */
export default function JobListPage() {
  const { can } = useCurrentUser();
  const categoryOptions = useJobCategoryOptions();
  const education = useEducation();
  const commands = useJobCommands();
  const [viewing, setViewing] = useState<string | null>(null);
  // `undefined` = form closed, `null` = 新增, a code = 编辑.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [joining, setJoining] = useState<{ jobCode: string; jobName: string } | null>(null);
  const mayJoin = can(stationApi.jobjoinStation);

  const columns = useMemo(
    () =>
      jobColumns({
        categoryOptions,
        education,
        onView: (job) => setViewing(job.jobCode),
        widestActions: mayJoin ? WIDEST_WITH_JOIN : WIDEST,
        renderActions: (job) => (
          <JobRowActions
            job={job}
            actions={LIST_ACTIONS}
            commands={commands}
            onView={() => setViewing(job.jobCode)}
            onEdit={() => setEditing(job.jobCode)}
            onJoinStation={mayJoin ? () => setJoining(job) : undefined}
          />
        ),
      }),
    [categoryOptions, education, commands, mayJoin],
  );

  return (
    <>
      <ListPage
        endpoint={jobApi.queryJobInfoList}
        stateKey="recruit:job:list"
        columns={columns}
        rowKey="jobCode"
        tabs={TABS}
        extraFilters={JOB_TIME_FILTER}
        toolbar={
          can(perm.recruit.job.list.add) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
      />
      <JobDetailDrawer
        jobCode={viewing}
        education={education}
        onClose={() => setViewing(null)}
        renderActions={(job) => <JobRowActions job={job} actions={LIST_ACTIONS} commands={commands} onEdit={() => setEditing(job.jobCode)} />}
      />
      <JoinStationDialog job={joining} onClose={() => setJoining(null)} />
      {editing !== undefined && (
        <JobForm jobCode={editing} categoryOptions={categoryOptions} education={education} commands={commands} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
