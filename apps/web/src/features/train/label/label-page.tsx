import { PlusOutlined } from '@ant-design/icons';
import {
  LABEL_HOT_LABELS,
  LABEL_HOT_MACHINE,
  LABEL_TYPE_LABELS,
  LABEL_TYPES,
  TRAIN_LABEL_HOT_MAX,
  TRAIN_LABEL_LABELS,
  labelApi,
  trainLabelApi,
  type LabelItem,
  type LabelType,
} from '@hrbd/contract';
import { Button, Card, Form, Input, Space, Table, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { LabelTag } from '../../../components/label-tag';
import { actionsColumn, labelColumns, tableLoadState, type ListColumn } from '../../../components/list-page';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation, useApiQuery } from '../../../lib/query';

const TYPES = Object.values(LABEL_TYPES) as LabelType[];
const AFFECTED = [labelApi.getLabels];
const HOT_COLORS: Record<number, string> = { 1: 'red', 0: 'default' };

/** 新增 (of the open type) or 编辑 (the name only). */
function LabelDialog({ target, labelType, onClose }: { target: LabelItem | null | undefined; labelType: LabelType; onClose: () => void }) {
  const add = useApiMutation(trainLabelApi.addLabel, { invalidates: AFFECTED });
  const edit = useApiMutation(trainLabelApi.editLabel, { invalidates: AFFECTED });
  const editing = target !== null && target !== undefined;
  return (
    <ModalForm<{ labelName: string }>
      title={editing ? '编辑标签' : `新增${LABEL_TYPE_LABELS[labelType]}标签`}
      open={target !== undefined}
      onClose={onClose}
      initialValues={editing ? { labelName: target.labelName } : undefined}
      onSubmit={({ labelName }) =>
        editing ? edit.mutateAsync({ body: { labelCode: target.labelCode, labelName } }) : add.mutateAsync({ body: { labelType, labelName } })
      }
    >
      <Form.Item name="labelName" label="标签名称" rules={contractRules(trainLabelApi.addLabel.body, 'labelName', { required: '请输入标签名称' })}>
        <Input count={contractCount(trainLabelApi.addLabel.body, 'labelName')} placeholder="如：电工" />
      </Form.Item>
    </ModalForm>
  );
}

/**
 * 标签管理: the training labels of each type (线上课程, 线下课程, 职业技能),
 * added, renamed, deleted while no question uses them (the server refuses
 * otherwise, 409), and marked 热门 — at most ten per type.
 */
export default function TrainLabelPage() {
  const { can } = useCurrentUser();
  const [labelType, setLabelType] = useState<LabelType>(LABEL_TYPES.onlineCourse);
  const [editing, setEditing] = useState<LabelItem | null | undefined>(undefined);
  const labels = useApiQuery(labelApi.getLabels, { query: { labelType } });
  const remove = useApiMutation(trainLabelApi.delLabel, { invalidates: AFFECTED });
  const toHot = useApiMutation(trainLabelApi.skillsToHot, { invalidates: AFFECTED });
  const mayAdd = can(trainLabelApi.addLabel);
  const mayEdit = can(trainLabelApi.editLabel);
  const mayRemove = can(trainLabelApi.delLabel);
  const rows = labels.data ?? [];
  const hotCount = rows.filter((l) => l.labelHot === 1).length;

  const columns = useMemo<ListColumn<LabelItem>[]>(
    () => [
      ...labelColumns<LabelItem, typeof TRAIN_LABEL_LABELS>(TRAIN_LABEL_LABELS, {
        labelName: { width: 320 },
        labelHot: { render: (hot: number) => <LabelTag<number> value={hot} labels={LABEL_HOT_LABELS} colors={HOT_COLORS} /> },
      }),
      actionsColumn<LabelItem>(['编辑', '删除', '取消热门'], (label) => (
        <RowActions>
          {mayEdit && <ActionLink onClick={() => setEditing(label)}>编辑</ActionLink>}
          {mayRemove && (
            <ConfirmAction danger title={`确定删除标签“${label.labelName}”吗？`} onConfirm={() => remove.mutateAsync({ body: { labelCode: label.labelCode } }).catch(() => undefined)}>
              删除
            </ConfirmAction>
          )}
          {mayEdit &&
            LABEL_HOT_MACHINE.actionsFrom(label.labelHot).map((action) => (
              <ConfirmAction
                key={action}
                title={action === 'hot' ? `确定将“${label.labelName}”设为热门吗？` : `确定取消“${label.labelName}”的热门吗？`}
                onConfirm={() => toHot.mutateAsync({ query: { labelCode: label.labelCode, labelHot: action === 'hot' ? 1 : 0 } }).catch(() => undefined)}
              >
                {LABEL_HOT_MACHINE.actions[action]}
              </ConfirmAction>
            ))}
        </RowActions>
      )),
    ],
    [mayEdit, mayRemove, remove.mutateAsync, toHot.mutateAsync],
  );

  return (
    <Card variant="borderless">
      <Tabs
        activeKey={String(labelType)}
        onChange={(key) => setLabelType(Number(key) as LabelType)}
        items={TYPES.map((type) => ({ key: String(type), label: LABEL_TYPE_LABELS[type] }))}
      />
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text type="secondary">
          热门标签 {hotCount}/{TRAIN_LABEL_HOT_MAX}，共 {rows.length} 个标签
        </Typography.Text>
        {mayAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            新增
          </Button>
        )}
      </Space>
      <Table<LabelItem>
        rowKey="labelCode"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={labels.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        {...tableLoadState(labels, rows.length > 0)}
      />
      <LabelDialog target={editing} labelType={labelType} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
