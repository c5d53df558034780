import { Empty, Timeline, Typography } from 'antd';

/** One move of a record: who, when, from → to, why, and the voucher of a payment. */
export interface TimelineStep {
  actionName: string;
  fromState: number | null;
  toState: number;
  reason: string;
  operatorName: string;
  createTime: string;
  voucherNo?: string;
}

/** A record's moves in time order (`newestFirst` to reverse), each state named by `stateLabel`. */
export function StepTimeline({ steps, stateLabel, newestFirst = false }: { steps: readonly TimelineStep[]; stateLabel: (state: number) => string; newestFirst?: boolean }) {
  if (steps.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无操作记录" />;
  const ordered = newestFirst ? [...steps].reverse() : steps;
  return (
    <Timeline
      items={ordered.map((s, i) => ({
        key: `${s.createTime}-${i}`,
        children: (
          <div>
            <div>
              {s.createTime} {s.operatorName} {s.actionName}
              {s.fromState === null ? `（${stateLabel(s.toState)}）` : `：${stateLabel(s.fromState)} → ${stateLabel(s.toState)}`}
            </div>
            {s.voucherNo && <Typography.Text type="secondary">凭证号：{s.voucherNo}</Typography.Text>}
            {s.reason && <Typography.Text type="secondary">{s.reason}</Typography.Text>}
          </div>
        ),
      }))}
    />
  );
}
