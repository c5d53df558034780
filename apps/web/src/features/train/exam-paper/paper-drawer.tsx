import { answerText, COMPOSE_TYPE_LABELS, OPTION_KEYS, PAPER_FIELDS, TOPIC_DIFFICULTY_LABELS, TOPIC_TYPE_LABELS, examPaperApi, type PaperDetail } from '@hrbd/contract';
import { Alert, Card, Col, Divider, Drawer, List, Row, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { useApiQuery } from '../../../lib/query';
import { DifficultyTag, OpenStatusTag, ResitStatusTag, TopicTypeTag } from '../shared/tags';
import '../../../components/detail-view/detail.css';

const F = PAPER_FIELDS;

const FIELDS: DetailField<PaperDetail>[] = [
  { key: 'composeType', label: F.composeType, labels: COMPOSE_TYPE_LABELS },
  { key: 'topicCount', label: F.topicCount, render: (n) => `${n} 道` },
  { key: 'totalScore', label: F.totalScore, render: (total, p) => `${total} 分（及格 ${p.passScore} 分）` },
  { key: 'beginTime', label: F.window, span: 2, render: (begin, p) => `${begin.slice(0, 16)} 至 ${p.endTime.slice(0, 16)}` },
  { key: 'duration', label: F.duration, render: (m) => `${m} 分钟` },
  { key: 'openStatus', label: F.openStatus, render: (v) => <OpenStatusTag value={v} /> },
  { key: 'resitStatus', label: F.resitStatus, render: (v, p) => (v === 1 ? <Space size={4}><ResitStatusTag value={v} />{`${p.resitTimes} 次`}</Space> : <ResitStatusTag value={v} />) },
  { key: 'creatorName', label: F.creatorName, render: (name, p) => `${name}（${p.createTime}）` },
  {
    key: 'rules',
    label: F.rules,
    span: 3,
    render: (rules) =>
      rules.map((r, i) => (
        <Tag key={i}>
          {`${r.labelName} · ${TOPIC_TYPE_LABELS[r.topicType as 1 | 2 | 3]}${r.difficulty ? ` · ${TOPIC_DIFFICULTY_LABELS[r.difficulty as 1 | 2 | 3]}` : ''} · ${r.count} 道 × ${r.score} 分`}
        </Tag>
      )),
  },
];

export interface PaperDrawerProps {
  paperCode: string | null;
  onClose: () => void;
}

/** One paper: its settings, 参考人数 / 及格率 / 平均分 from the learners' attempts, and the questions it holds. */
export function PaperDrawer({ paperCode, onClose }: PaperDrawerProps) {
  const { data, error } = useApiQuery(examPaperApi.queryEPaperInfo, { query: { paperCode: paperCode ?? '' } }, { enabled: paperCode !== null });
  const paper = data && data.paperCode === paperCode ? data : undefined;
  return (
    <Drawer title={paper?.paperName ?? '试卷详情'} size={960} open={paperCode !== null} onClose={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon message={`获取试卷失败：${error.message}`} />}
      {!paper && !error && <Skeleton active />}
      {paper && (
        <>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={6}>
              <Card size="small">
                <Statistic title={F.examineeCount} value={paper.examineeCount} suffix="人" />
              </Card>
            </Col>
            <Col span={6}>
              <Card size="small">
                <Statistic title="答卷数" value={paper.attemptCount} suffix="份" />
              </Card>
            </Col>
            <Col span={6}>
              <Card size="small">
                <Statistic title={F.passRate} value={paper.passRate ?? '-'} precision={paper.passRate === null ? undefined : 2} suffix={paper.passRate === null ? undefined : '%'} />
              </Card>
            </Col>
            <Col span={6}>
              <Card size="small">
                <Statistic title={F.averageScore} value={paper.averageScore ?? '-'} precision={paper.averageScore === null ? undefined : 2} suffix={paper.averageScore === null ? undefined : '分'} />
              </Card>
            </Col>
          </Row>
          <DetailView title="试卷信息" fields={paper.composeType === 2 ? FIELDS : FIELDS.filter((f) => f.key !== 'rules')} record={paper} column={3} />
          <Divider />
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            试题（{paper.topicCount} 道，共 {paper.totalScore} 分）
          </Typography.Title>
          <List
            size="small"
            dataSource={paper.topics}
            rowKey="sort"
            pagination={paper.topics.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
            renderItem={(t) => (
              <List.Item>
                <div style={{ width: '100%' }}>
                  <Space size={6} wrap>
                    <strong>{t.sort}.</strong>
                    <TopicTypeTag value={t.topicType} />
                    <DifficultyTag value={t.difficulty} />
                    <span>{t.stem}</span>
                    <Typography.Text type="secondary">（{t.score} 分）</Typography.Text>
                  </Space>
                  <div style={{ paddingLeft: 22, marginTop: 4 }}>
                    {t.options.map((o, i) => (
                      <Typography.Text key={i} type={t.answers.includes(OPTION_KEYS[i]) ? 'success' : undefined} style={{ marginRight: 16 }}>
                        {OPTION_KEYS[i]}. {o}
                      </Typography.Text>
                    ))}
                    <Typography.Text type="secondary">正确答案：{answerText(t.topicType, t.answers)}</Typography.Text>
                  </div>
                </div>
              </List.Item>
            )}
          />
        </>
      )}
    </Drawer>
  );
}
