import { TRAIN_APPLY_DETAIL_LABELS, TRAIN_APPLY_LABELS, trainApplyApi, type TrainApplyDetail } from '@hrbd/contract';
import { Alert, Descriptions, Drawer, Empty, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { useApiQuery } from '../../../lib/query';
import { ORDER_FIELDS, yuanText } from '../order/order-fields';
import { answerText } from './answer-control';
import { ApplyStateTag } from './apply-tags';

const L = TRAIN_APPLY_LABELS;
const D = TRAIN_APPLY_DETAIL_LABELS;
const FIELDS: DetailField<TrainApplyDetail>[] = [
  { key: 'usrName', label: L.usrName.label },
  { key: 'applyState', label: L.applyState.label, render: (v) => <ApplyStateTag value={v} /> },
  { key: 'usrPhe', label: L.usrPhe.label },
  { key: 'idCard', label: L.idCard.label },
  { key: 'courseName', label: L.courseName.label },
  { key: 'amount', label: L.amount.label, render: (v) => yuanText(v) },
  { key: 'applyTime', label: L.applyTime.label },
  { key: 'classCode', label: L.classCode.label, render: (v) => v || '未分班' },
  { key: 'applyCode', label: L.applyCode.label },
  { key: 'updateTime', label: D.updateTime.label },
  { key: 'remark', label: L.remark.label, span: 2 },
];

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <>
    <Typography.Title level={5} style={{ marginTop: 24 }}>
      {title}
    </Typography.Title>
    {children}
  </>
);

/** 报名详情: the application, its answers to the course's form, its order and its class. */
export function ApplyDrawer({ applyCode, onClose, extra }: { applyCode: string | null; onClose: () => void; extra?: (detail: TrainApplyDetail) => ReactNode }) {
  const { data, error, isLoading } = useApiQuery(trainApplyApi.getApplyInfo, { query: { applyCode: applyCode ?? '' } }, { enabled: applyCode !== null });
  return (
    <Drawer title="报名详情" open={applyCode !== null} onClose={onClose} width={760} destroyOnHidden extra={data && extra?.(data)}>
      {error ? (
        <Alert type="error" showIcon message={`获取报名详情失败：${error.message}`} />
      ) : isLoading || !data ? (
        <Spin />
      ) : (
        <>
          <DetailView fields={FIELDS} record={data} column={2} />
          <Section title="报名表单">
            {data.formFields.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该课程未设置报名表单" />
            ) : (
              <Descriptions bordered size="small" column={2} items={data.formFields.map((f) => ({ key: f.key, label: f.label, children: answerText(data.answers, f.key) || '-' }))} />
            )}
          </Section>
          <Section title="订单信息">
            {data.order ? <DetailView fields={ORDER_FIELDS} record={data.order} column={2} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无订单" />}
          </Section>
          <Section title="班级信息">
            {data.classInfo ? <Descriptions bordered size="small" column={2} items={[{ key: 'classCode', label: L.classCode.label, children: data.classInfo.classCode }]} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未分班" />}
          </Section>
        </>
      )}
    </Drawer>
  );
}
