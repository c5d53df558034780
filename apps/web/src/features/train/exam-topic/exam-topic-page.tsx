import { PlusOutlined } from '@ant-design/icons';
import {
  TOPIC_DIFFICULTY_LABELS,
  TOPIC_DIFFICULTY_VALUES,
  OPTION_KEYS,
  answerText,
  TOPIC_LABELS,
  TOPIC_MACHINE,
  TOPIC_STATUS_LABELS,
  TOPIC_TYPE_LABELS,
  TOPIC_TYPE_VALUES,
  examTopicApi,
  type TopicRecord,
} from '@hrbd/contract';
import { Button, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, ListPage, type ListColumn } from '../../../components/list-page';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation } from '../../../lib/query';
import { DifficultyTag, TopicStatusTag, TopicTypeTag, useSkillLabelOptions } from '../shared/tags';
import { TopicForm } from './topic-form';

const L = TOPIC_LABELS;

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
      ...labelColumns<TopicRecord, typeof L>(L, {
        // The stem is what a person reads a question by: wider than free text, kept in view.
        stem: { width: 320, fixed: 'left', filter: { kind: 'text', name: 'stem' } },
        topicType: {
          filter: { kind: 'select', name: 'topicType', options: labelOptions(TOPIC_TYPE_LABELS, TOPIC_TYPE_VALUES) },
          render: (value: number) => <TopicTypeTag value={value} />,
        },
        status: {
          filter: { kind: 'select', name: 'status', options: labelOptions(TOPIC_STATUS_LABELS, [1, 0]) },
          render: (value: number) => <TopicStatusTag value={value} />,
        },
        labels: {
          filter: { kind: 'select', name: 'labelCode', options: labels },
          render: (_: unknown, topic) => (
            <Space size={[0, 4]}>
              {topic.labels.map((l) => (
                <Tag key={l.labelCode}>{l.labelName}</Tag>
              ))}
            </Space>
          ),
        },
        difficulty: {
          filter: { kind: 'select', name: 'difficulty', options: labelOptions(TOPIC_DIFFICULTY_LABELS, TOPIC_DIFFICULTY_VALUES) },
          render: (value: number) => <DifficultyTag value={value} />,
        },
        answers: { render: (answers: string[], topic) => answerText(topic.topicType, answers) },
        options: { render: (options: string[]) => options.map((o, i) => `${OPTION_KEYS[i]}. ${o}`).join('　') },
      }),
      actionsColumn<TopicRecord>(['编辑', '停用'], (topic) =>
        mayEdit ? (
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
        ) : null,
      ),
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
