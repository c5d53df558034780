import { PlusOutlined } from '@ant-design/icons';
import { JOB_FAIR_STATUS_LABELS, JOB_FAIR_STATUS_VALUES, jobFairApi, perm } from '@hrbd/contract';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { FAIR_TIME_FILTER } from '../../../components/job-fair';
import { ListPage, type StatusTabs } from '../../../components/list-page';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { jobFairColumns } from './columns';
import { JobFairDetailDrawer } from './job-fair-detail';
import { JobFairForm } from './job-fair-form';

/** 全部 and each status; every tab counted by asking the list for its total under the same filters. */
const TABS: StatusTabs = {
  field: 'status',
  items: [{ value: undefined, label: '全部' }, ...JOB_FAIR_STATUS_VALUES.map((value) => ({ value, label: JOB_FAIR_STATUS_LABELS[value] }))],
};

/**
 * 招聘会: the fairs under their status tabs (read from the clock: 待开始,
 * 进行中, 已结束), each opening its detail with the companies, jobs and
 * resumes. 新增 and 编辑 open the form; what a started or ended fair may no
 * longer change is locked there and refused by the server.
 */
export default function JobFairPage() {
  const { can } = useCurrentUser();
  const mayEdit = can(perm.recruit.jobfair.edit);
  const [viewing, setViewing] = useState<string | null>(null);
  // `undefined` = form closed, `null` = 新增, a code = 编辑.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);

  const columns = useMemo(
    () =>
      jobFairColumns({
        onView: (fair) => setViewing(fair.fairCode),
        widestActions: ['详情', '编辑'],
        renderActions: (fair) => (
          <RowActions>
            <ActionLink onClick={() => setViewing(fair.fairCode)}>详情</ActionLink>
            {mayEdit && <ActionLink onClick={() => setEditing(fair.fairCode)}>编辑</ActionLink>}
          </RowActions>
        ),
      }),
    [mayEdit],
  );

  return (
    <>
      <ListPage
        endpoint={jobFairApi.list}
        stateKey="recruit:jobfair"
        columns={columns}
        rowKey="fairCode"
        tabs={TABS}
        extraFilters={FAIR_TIME_FILTER}
        toolbar={
          can(perm.recruit.jobfair.add) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
      />
      <JobFairDetailDrawer fairCode={viewing} onClose={() => setViewing(null)} onEdit={mayEdit ? setEditing : undefined} />
      {editing !== undefined && <JobFairForm fairCode={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
