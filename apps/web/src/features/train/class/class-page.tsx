import { PlusOutlined } from '@ant-design/icons';
import { CLASS_LABELS, CLASS_MACHINE, CLASS_STATUS, CLASS_STATUS_LABELS, CLASS_STATUS_VALUES, trainClassApi, type ClassRecord } from '@hrbd/contract';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, ListPage, type ListColumn } from '../../../components/list-page';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { ClassDrawer } from './class-drawer';
import { ClassForm } from './class-form';
import { ClassStatusTag, radiusText } from './class-tags';

const L = CLASS_LABELS;

/**
 * 班级管理: classes by name, course, organisation, county and status
 * (未开班/开班中/已结束 from the clock, 已结业 once ended). A class is added
 * and edited with its sessions; its detail shows the roster; 结业 (after a
 * confirm, once the last session is over) judges every student.
 */
export default function ClassPage() {
  const { can } = useCurrentUser();
  /** `undefined` closed, `null` 新增, a code 编辑 (the form opens once the class is read). */
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const detail = useApiQuery(trainClassApi.info, { query: { classCode: editing ?? '' } }, { enabled: !!editing });
  const edited = editing === undefined || editing === null ? editing : detail.data?.classCode === editing ? detail.data : undefined;
  const [viewing, setViewing] = useState<string | null>(null);
  const end = useApiMutation(trainClassApi.end, { invalidates: [trainClassApi.list, trainClassApi.info, trainClassApi.studentList] });
  const mayEdit = can(trainClassApi.update);
  const mayEnd = can(trainClassApi.end);

  const columns = useMemo<ListColumn<ClassRecord>[]>(
    () => [
      ...labelColumns<ClassRecord, typeof L>(L, {
        className: { width: 220, fixed: 'left', filter: { kind: 'text', name: 'className' } },
        status: {
          filter: { kind: 'select', name: 'status', options: labelOptions(CLASS_STATUS_LABELS, CLASS_STATUS_VALUES) },
          render: (v: number) => <ClassStatusTag value={v} />,
        },
        period: { render: (_: unknown, c) => `${c.beginDate} 至 ${c.endDate}` },
        enrolled: { render: (n: number, c) => `${n} / ${c.capacity}` },
        teachers: { render: (t: string[]) => t.join('、') },
        signRadius: { render: (m: number) => radiusText(m) },
        passRate: { render: (r: number) => `${r}%` },
      }),
      actionsColumn<ClassRecord>(['详情', '编辑', '结业'], (c) => (
        <RowActions>
          <ActionLink onClick={() => setViewing(c.classCode)}>详情</ActionLink>
          {mayEdit && CLASS_MACHINE.actionsFrom(c.finishState).includes('edit') && (
            <ActionLink onClick={() => setEditing(c.classCode)}>编辑</ActionLink>
          )}
          {mayEnd && c.status === CLASS_STATUS.ended && (
            <ConfirmAction
              title="结业后将按出勤率（及结业考试成绩）判定每位学员是否结业，且班级不能再编辑或添加学员。确定结业吗？"
              onConfirm={() => end.mutateAsync({ query: { classCode: c.classCode } }).catch(() => undefined)}
            >
              结业
            </ConfirmAction>
          )}
        </RowActions>
      )),
    ],
    [mayEdit, mayEnd, end.mutateAsync],
  );

  return (
    <>
      <ListPage
        endpoint={trainClassApi.list}
        stateKey="train:class"
        columns={columns}
        rowKey="classCode"
        toolbar={
          can(trainClassApi.save) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
      />
      <ClassForm klass={edited} onClose={() => setEditing(undefined)} />
      <ClassDrawer classCode={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
