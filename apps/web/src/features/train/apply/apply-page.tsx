import { TRAIN_APPLY_LABELS, TRAIN_APPLY_MACHINE, TRAIN_APPLY_TAB_ORDER, trainApplyApi, type TrainApplyRecord } from '@hrbd/contract';
import { Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { actionsColumn, countsFrom, labelColumns, ListPage, type FilterSpec, type ListColumn, type StatusTabs } from '../../../components/list-page';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { yuanText } from '../order/order-fields';
import { CourseSelect } from '../shared/course-select';
import { ApplyDrawer } from './apply-drawer';
import { ApplyEditDialog } from './apply-edit-dialog';
import { ApplyStateTag } from './apply-tags';

const L = TRAIN_APPLY_LABELS;

/** The three states as tabs in flow order, with 全部, counted by countByApplyState under the list's other filters. */
const TABS: StatusTabs = {
  field: 'applyState',
  items: [{ value: undefined, label: '全部' }, ...TRAIN_APPLY_TAB_ORDER.map((value) => ({ value, label: TRAIN_APPLY_MACHINE.label(value) }))],
  counts: countsFrom(trainApplyApi.countByApplyState, (rows) => ({
    ...Object.fromEntries(rows.map((row) => [String(row.applyState), row.count])),
    all: rows.reduce((sum, row) => sum + row.count, 0),
  })),
};

const EXTRA_FILTERS: readonly FilterSpec[] = [{ kind: 'dateRange', names: ['beginTime', 'endTime'], label: L.applyTime.label }];

/**
 * 报名管理: applications to courses under their state tabs with counts,
 * filtered by course, name, phone, class and time; 详情 shows the answers,
 * the order and the class; 编辑 corrects the person's details and answers,
 * assigns a class and registers an offline payment; 导出 writes the filtered
 * list. ID numbers and phones arrive masked unless the role may see them whole.
 */
export default function ApplyPage() {
  const { can } = useCurrentUser();
  const mayEdit = can(trainApplyApi.editApplyInfo);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  const columns = useMemo<ListColumn<TrainApplyRecord>[]>(
    () => [
      ...labelColumns<TrainApplyRecord, typeof L>(L, {
        usrName: { fixed: 'left', filter: { kind: 'text', name: 'usrName' }, render: (name: string, r) => <Typography.Link onClick={() => setViewing(r.applyCode)}>{name}</Typography.Link> },
        applyState: { render: (v: number) => <ApplyStateTag value={v} /> },
        usrPhe: { filter: { kind: 'text', name: 'usrPhe' } },
        courseName: { filter: { kind: 'custom', name: 'courseCode', render: () => <CourseSelect /> } },
        classCode: { filter: { kind: 'text', name: 'classCode' }, render: (v: string) => v || '未分班' },
        amount: { render: (v: number) => yuanText(v) },
        remark: { render: (v: string) => v || '-' },
      }),
      actionsColumn<TrainApplyRecord>(['详情', '编辑'], (r) => (
        <RowActions>
          <ActionLink onClick={() => setViewing(r.applyCode)}>详情</ActionLink>
          {mayEdit && <ActionLink onClick={() => setEditing(r.applyCode)}>编辑</ActionLink>}
        </RowActions>
      )),
    ],
    [mayEdit],
  );

  return (
    <>
      <ListPage
        endpoint={trainApplyApi.getApplyBDList}
        exportEndpoint={trainApplyApi.export}
        stateKey="train:apply"
        columns={columns}
        rowKey="applyCode"
        tabs={TABS}
        extraFilters={EXTRA_FILTERS}
      />
      <ApplyDrawer
        applyCode={viewing}
        onClose={() => setViewing(null)}
        extra={(detail) =>
          mayEdit ? (
            <Button
              type="primary"
              onClick={() => {
                setViewing(null);
                setEditing(detail.applyCode);
              }}
            >
              编辑
            </Button>
          ) : null
        }
      />
      <ApplyEditDialog applyCode={editing} onClose={() => setEditing(null)} />
    </>
  );
}
