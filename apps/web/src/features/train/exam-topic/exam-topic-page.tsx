import { PlusOutlined } from '@ant-design/icons';
import {
  TOPIC_DIFFICULTY_LABELS,
  TOPIC_DIFFICULTY_VALUES,
  TOPIC_FIELDS,
  TOPIC_MACHINE,
  TOPIC_STATUS_LABELS,
  TOPIC_TYPE_LABELS,
  TOPIC_TYPE_VALUES,
  examTopicApi,
  type TopicRecord,
} from '@hrbd/contract';
import { Button, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { labelOptions } from '../../../components/label-tag';
import { ListPage, type ListColumn } from '../../../components/list-page';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation } from '../../../lib/query';
import { DifficultyTag, TopicStatusTag, TopicTypeTag, useSkillLabelOptions } from '../shared/tags';
import { TopicForm } from './topic-form';

const F = TOPIC_FIELDS;

/**
 * 题库管理: the questions papers are composed from, filtered by type, skill
 * label, difficulty and status. Questions are added and edited here and
 * 启用/停用 (after a question), never deleted: papers keep their own copies.
 */
export default function ExamTopicPage() {
  const { can } = useCurrentUser();
  const labels = useSkillLabelOptions();
  const [editing, setEditing] = useState<TopicRecord | null | undefined>(undefined);
  const mayEdit = can(examTopicApi.saveETopic);
  const toggle = useApiMutation(examTopicApi.saveETopic, { invalidates: [examTopicApi.queryETopicList, examTopicApi.queryTopicInfo] });

  const columns = useMemo<ListColumn<TopicRecord>[]>(
    () => [
      {
        title: F.stem,
        dataIndex: 'stem',
        width: 380,
        fixed: 'left',
        ellipsis: true,
        filter: { kind: 'text', name: 'stem', label: F.stem },
        render: (stem: string) => <Typography.Text title={stem}>{stem}</Typography.Text>,
      },
      {
        title: F.topicType,
        dataIndex: 'topicType',
        width: 90,
        filter: { kind: 'select', name: 'topicType', label: F.topicType, options: labelOptions(TOPIC_TYPE_LABELS, TOPIC_TYPE_VALUES) },
        render: (value: number) => <TopicTypeTag value={value} />,
      },
      {
        title: F.labelCodes,
        key: 'labels',
        width: 200,
        filter: { kind: 'select', name: 'labelCode', label: F.labelCodes, options: labels },
        render: (_: unknown, topic) => (
          <Space size={[0, 4]} wrap>
            {topic.labels.map((l) => (
              <Tag key={l.labelCode}>{l.labelName}</Tag>
            ))}
          </Space>
        ),
      },
      {
        title: F.difficulty,
        dataIndex: 'difficulty',
        width: 80,
        filter: { kind: 'select', name: 'difficulty', label: F.difficulty, options: labelOptions(TOPIC_DIFFICULTY_LABELS, TOPIC_DIFFICULTY_VALUES) },
        render: (value: number) => <DifficultyTag value={value} />,
      },
      { title: F.answers, dataIndex: 'answers', width: 90, render: (answers: string[]) => answers.join('') },
      {
        title: F.status,
        dataIndex: 'status',
        width: 90,
        filter: { kind: 'select', name: 'status', label: F.status, options: labelOptions(TOPIC_STATUS_LABELS, [1, 0]) },
        render: (value: number) => <TopicStatusTag value={value} />,
      },
      { title: '创建人', dataIndex: 'creatorName', width: 100 },
      { title: '更新时间', dataIndex: 'updateTime', width: 170 },
      {
        title: '操作',
        key: 'actions',
        fixed: 'right',
        width: 120,
        render: (_: unknown, topic) =>
          mayEdit && (
            <RowActions>
              <ActionLink onClick={() => setEditing(topic)}>编辑</ActionLink>
              {TOPIC_MACHINE.actionsFrom(topic.status).map((action) => (
                <ConfirmAction
                  key={action}
                  danger={action === 'disable'}
                  title={action === 'disable' ? '停用后组卷时不再可选，已组好的试卷不受影响。确定停用该试题吗？' : '确定启用该试题吗？'}
                  onConfirm={() => toggle.mutateAsync({ body: { topicCode: topic.topicCode, status: action === 'enable' ? 1 : 0 } }).catch(() => undefined)}
                >
                  {TOPIC_MACHINE.actions[action]}
                </ConfirmAction>
              ))}
            </RowActions>
          ),
      },
    ],
    [labels, mayEdit, toggle.mutateAsync],
  );

  return (
    <>
      <ListPage
        endpoint={examTopicApi.queryETopicList}
        stateKey="train:exam:topic"
        columns={columns}
        rowKey="topicCode"
        toolbar={
          mayEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
      />
      <TopicForm topic={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
