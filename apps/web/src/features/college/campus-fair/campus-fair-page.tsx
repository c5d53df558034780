import { PlusOutlined } from '@ant-design/icons';
import { campusFairApi, JOB_FAIR_STATUS_LABELS, JOB_FAIR_STATUS_VALUES, JOB_FAIR_STATUSES, perm } from '@hrbd/contract';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { FAIR_TIME_FILTER } from '../../../components/job-fair';
import { ListPage, type StatusTabs } from '../../../components/list-page';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation } from '../../../lib/query';
import { CampusFairDetailDrawer } from './campus-fair-detail';
import { CAMPUS_FAIR_QUERIES, CampusFairForm } from './campus-fair-form';
import { campusFairColumns } from './columns';

/** 全部 and each status (read from the clock); each tab counted by asking the list for its total. */
const TABS: StatusTabs = {
  field: 'status',
  items: [{ value: undefined, label: '全部' }, ...JOB_FAIR_STATUS_VALUES.map((value) => ({ value, label: JOB_FAIR_STATUS_LABELS[value] }))],
};

/**
 * 招聘会 (校园招聘会): the colleges' fairs under their status tabs, 新增 and
 * 编辑 through the form (address dialog, participants), 删除 of a fair not
 * yet started after a confirmation, 导出 of the list and who took part.
 */
export default function CampusFairPage() {
  const { can } = useCurrentUser();
  const mayEdit = can(perm.school.jobfair.edit);
  const mayRemove = can(perm.school.jobfair.remove);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const remove = useApiMutation(campusFairApi.removeJobFairYj, { invalidates: CAMPUS_FAIR_QUERIES });

  const columns = useMemo(
    () =>
      campusFairColumns({
        onView: (fair) => setViewing(fair.fairCode),
        widestActions: ['详情', '编辑', '删除'],
        renderActions: (fair) => (
          <RowActions>
            <ActionLink onClick={() => setViewing(fair.fairCode)}>详情</ActionLink>
            {mayEdit && <ActionLink onClick={() => setEditing(fair.fairCode)}>编辑</ActionLink>}
            {mayRemove && fair.status === JOB_FAIR_STATUSES.notStarted && (
              <ConfirmAction danger title={`确定删除招聘会“${fair.fairName}”吗？`} onConfirm={() => remove.mutateAsync({ body: { fairCode: fair.fairCode } })}>
                删除
              </ConfirmAction>
            )}
          </RowActions>
        ),
      }),
    [mayEdit, mayRemove, remove],
  );

  return (
    <>
      <ListPage
        endpoint={campusFairApi.queryJobFairList}
        exportEndpoint={campusFairApi.exportsJobFair}
        stateKey="school:jobfair"
        columns={columns}
        rowKey="fairCode"
        tabs={TABS}
        extraFilters={FAIR_TIME_FILTER}
        loadFailure="获取招聘会失败"
        toolbar={
          can(perm.school.jobfair.add) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
      />
      <CampusFairDetailDrawer fairCode={viewing} onClose={() => setViewing(null)} onEdit={mayEdit ? setEditing : undefined} />
      {editing !== undefined && <CampusFairForm fairCode={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
