import type { StationOperation } from '@hrbd/contract';
import { Empty, Timeline, Typography } from 'antd';

/** 操作记录: who, when, from → to and why, newest first; the scheduler's moves as 系统. */
export function OperationTimeline({ operations, stateLabel }: { operations: readonly StationOperation[]; stateLabel: (state: number) => string }) {
  if (operations.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无操作记录" />;
  return (
    <Timeline
      items={operations.map((o, i) => ({
        key: `${o.createTime}-${i}`,
        children: (
          <div>
            <div>
              {o.createTime} {o.operatorName} {o.actionName}
              {o.fromState === null ? `（${stateLabel(o.toState)}）` : `：${stateLabel(o.fromState)} → ${stateLabel(o.toState)}`}
            </div>
            {o.reason && <Typography.Text type="secondary">{o.reason}</Typography.Text>}
          </div>
        ),
      }))}
    />
  );
}
