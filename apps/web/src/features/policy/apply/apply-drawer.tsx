import { POLICY_APPLY_LABELS, POLICY_APPLY_STATE_LABELS, policyApplyApi } from '@hrbd/contract';
import { Alert, Descriptions, Drawer, Empty, Spin, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LoadErrorBanner } from '../../../components/list-page';
import { useApiQuery } from '../../../lib/query';
import { ApplyStateTag, yuan } from './apply-tags';

const L = POLICY_APPLY_LABELS;
const stateName = (state: number) => POLICY_APPLY_STATE_LABELS[state as keyof typeof POLICY_APPLY_STATE_LABELS] ?? String(state);

/**
 * An application as sent (every applyContent field labelled, 元 with two
 * decimals), its project, the applications it is 疑似重复 with, and its
 * 审核记录 (提交, 通过, 驳回 with the reason), oldest first. `actions` are the
 * row's own 通过/驳回, offered here too.
 */
export function ApplyDrawer({ applyId, onClose, actions }: { applyId: string | null; onClose: () => void; actions?: (applyState: number) => ReactNode }) {
  const detail = useApiQuery(policyApplyApi.getDetail, { query: { applyId: applyId ?? '' } }, { enabled: applyId !== null });
  const data = detail.data;
  return (
    <Drawer title="政策申请详情" open={applyId !== null} onClose={onClose} width={800} destroyOnHidden extra={data && actions?.(data.record.applyState)}>
      {detail.isLoading && <Spin />}
      {detail.isError && <LoadErrorBanner reason={detail.error.message} onRetry={() => void detail.refetch()} />}
      {data && (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={L.applyId.label}>{data.record.applyId}</Descriptions.Item>
            <Descriptions.Item label={L.applyState.label}>
              <ApplyStateTag value={data.record.applyState} />
            </Descriptions.Item>
            <Descriptions.Item label={L.projectName.label}>{data.project.projectName}</Descriptions.Item>
            <Descriptions.Item label={L.submitTime.label}>{data.record.submitTime}</Descriptions.Item>
            {data.fields.map((f) => (
              <Descriptions.Item key={f.key} label={f.label} span={f.key === 'remark' || f.key === 'evalField' ? 2 : 1}>
                {f.value || '-'}
              </Descriptions.Item>
            ))}
            {data.record.applyState !== 1 && (
              <>
                <Descriptions.Item label={L.verifyName.label}>{data.record.verifyName || '-'}</Descriptions.Item>
                <Descriptions.Item label={L.verifyTime.label}>{data.record.verifyTime ?? '-'}</Descriptions.Item>
              </>
            )}
            {data.record.applyState === 3 && (
              <Descriptions.Item label={L.rejectDesc.label} span={2}>
                {data.record.rejectDesc}
              </Descriptions.Item>
            )}
          </Descriptions>
          {data.duplicates.length > 0 && (
            <Alert
              style={{ marginTop: 16 }}
              type="warning"
              showIcon
              title="疑似重复申请"
              description={
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {data.duplicates.map((d) => (
                    <li key={d.applyId}>
                      {d.name}，{d.projectName}，{d.monthStart} 至 {d.monthEnd}，{stateName(d.applyState)}（申请编号 {d.applyId}）
                    </li>
                  ))}
                </ul>
              }
            />
          )}
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            审核记录
          </Typography.Title>
          {data.records.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无审核记录" />
          ) : (
            <Timeline
              items={data.records.map((r) => ({
                color: r.action === '驳回' ? 'red' : r.action === '通过' ? 'green' : 'blue',
                children: (
                  <div>
                    <div>
                      {r.operateTime} {r.operatorName} {r.action}
                    </div>
                    {r.reason && <Typography.Text type="secondary">驳回原因：{r.reason}</Typography.Text>}
                  </div>
                ),
              }))}
            />
          )}
          <Typography.Text type="secondary">补贴总金额 {yuan(data.record.totalSubsidyFee)}</Typography.Text>
        </>
      )}
    </Drawer>
  );
}
