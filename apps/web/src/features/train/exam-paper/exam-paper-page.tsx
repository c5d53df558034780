import { PlusOutlined } from '@ant-design/icons';
import {
  COMPOSE_TYPE_LABELS,
  PAPER_LABELS,
  PAPER_OPEN_MACHINE,
  PAPER_OPEN_STATUS_LABELS,
  PAPER_RESIT_STATUS_LABELS,
  examPaperApi,
  type PaperRecord,
} from '@hrbd/contract';
import { App, Button, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, ListPage, type ListColumn } from '../../../components/list-page';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { OpenStatusTag, ResitStatusTag } from '../shared/tags';
import { PaperDrawer } from './paper-drawer';
import { PaperForm } from './paper-form';
import { ResitDialog } from './resit-dialog';

const L = PAPER_LABELS;

/** The paper being edited, loaded in full before the form opens. */
function EditPaper({ paperCode, onClose }: { paperCode: string; onClose: () => void }) {
  const { message } = App.useApp();
  const { data, error } = useApiQuery(examPaperApi.queryEPaperInfo, { query: { paperCode } });
  useEffect(() => {
    if (error) {
      void message.error(`获取试卷失败：${error.message}`);
      onClose();
    }
  }, [error, message, onClose]);
  return <PaperForm paper={data?.paperCode === paperCode ? data : undefined} onClose={onClose} />;
}

/**
 * 试卷管理: papers composed by hand or by rules; opened to learners
 * (开放/取消开放) and resits set (补考设置) after a question; a paper is
 * edited only while 未开放 and before anyone sat it. The drawer shows
 * 参考人数, 及格率 and 平均分.
 */
export default function ExamPaperPage() {
  const { can } = useCurrentUser();
  const [viewing, setViewing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [resit, setResit] = useState<PaperRecord | null>(null);
  const mayAdd = can(examPaperApi.saveEPaper);
  const mayMove = can(examPaperApi.updateOpenStatus);
  const open = useApiMutation(examPaperApi.updateOpenStatus, { invalidates: [examPaperApi.queryEPaperList, examPaperApi.queryEPaperInfo] });

  const columns = useMemo<ListColumn<PaperRecord>[]>(
    () => [
      ...labelColumns<PaperRecord, typeof L>(L, {
        paperName: {
          width: 240,
          fixed: 'left',
          filter: { kind: 'text', name: 'paperName' },
          render: (name: string, paper) => <Typography.Link onClick={() => setViewing(paper.paperCode)}>{name}</Typography.Link>,
        },
        openStatus: {
          filter: { kind: 'select', name: 'openStatus', options: labelOptions(PAPER_OPEN_STATUS_LABELS, [0, 1]) },
          render: (v: number) => <OpenStatusTag value={v} />,
        },
        // 允许补考 with its times: wider than a bare state tag.
        resitStatus: {
          width: 150,
          filter: { kind: 'select', name: 'resitStatus', options: labelOptions(PAPER_RESIT_STATUS_LABELS, [0, 1]) },
          render: (v: number, p) => (
            <Space size={4}>
              <ResitStatusTag value={v} />
              {v === 1 && `${p.resitTimes} 次`}
            </Space>
          ),
        },
        composeType: {
          filter: { kind: 'select', name: 'composeType', options: labelOptions(COMPOSE_TYPE_LABELS, [1, 2]) },
          render: (v: number) => COMPOSE_TYPE_LABELS[v] ?? '-',
        },
        duration: { render: (m: number) => `${m} 分钟` },
      }),
      actionsColumn<PaperRecord>(['详情', '编辑', '取消开放', '补考设置'], (paper) => (
        <RowActions>
          <ActionLink onClick={() => setViewing(paper.paperCode)}>详情</ActionLink>
          {mayAdd && PAPER_OPEN_MACHINE.can('edit', paper.openStatus) && paper.examineeCount === 0 && (
            <ActionLink onClick={() => setEditing(paper.paperCode)}>编辑</ActionLink>
          )}
          {mayMove &&
            PAPER_OPEN_MACHINE.actionsFrom(paper.openStatus)
              .filter((action) => action !== 'edit')
              .map((action) => (
                <ConfirmAction
                  key={action}
                  danger={action === 'close'}
                  title={action === 'open' ? `确定开放试卷“${paper.paperName}”吗？开放后学员可在考试时间内作答，试卷不能再编辑。` : `确定取消开放试卷“${paper.paperName}”吗？学员将不能再作答。`}
                  onConfirm={() => open.mutateAsync({ body: { paperCode: paper.paperCode, openStatus: action === 'open' ? 1 : 0 } }).catch(() => undefined)}
                >
                  {PAPER_OPEN_MACHINE.actions[action]}
                </ConfirmAction>
              ))}
          {mayMove && <ActionLink onClick={() => setResit(paper)}>补考设置</ActionLink>}
        </RowActions>
      )),
    ],
    [mayAdd, mayMove, open.mutateAsync],
  );

  return (
    <>
      <ListPage
        endpoint={examPaperApi.queryEPaperList}
        stateKey="train:exam:paper"
        columns={columns}
        rowKey="paperCode"
        toolbar={
          mayAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              新增
            </Button>
          )
        }
      />
      <PaperDrawer paperCode={viewing} onClose={() => setViewing(null)} />
      {adding && <PaperForm paper={null} onClose={() => setAdding(false)} />}
      {editing !== null && <EditPaper paperCode={editing} onClose={() => setEditing(null)} />}
      <ResitDialog paper={resit} onClose={() => setResit(null)} />
    </>
  );
}
