import { REQUIRE_LABELS, REQUIRE_STATE_LABELS, trainRequireApi, type RequireRecord } from '@hrbd/contract';
import { Drawer, Empty, Spin, Timeline, Typography } from 'antd';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { useApiQuery } from '../../../lib/query';
import { RequireStateTag } from './requirement-tags';

const L = REQUIRE_LABELS;
export const REQUIRE_DETAIL_FIELDS: DetailField<RequireRecord>[] = [
  { key: 'name', label: L.name.label },
  { key: 'phone', label: L.phone.label },
  { key: 'cmpyName', label: L.cmpyName.label },
  { key: 'countyName', label: L.countyName.label },
  { key: 'occupation', label: L.occupation.label },
  { key: 'peopleNum', label: L.peopleNum.label },
  { key: 'sendTime', label: L.sendTime.label },
  { key: 'state', label: L.state.label, render: (state) => <RequireStateTag value={state} /> },
  { key: 'handlerName', label: L.handlerName.label },
  { key: 'handleTime', label: L.handleTime.label },
  { key: 'description', label: L.description.label, span: 2 },
];

const stateName = (state: number) => REQUIRE_STATE_LABELS[state as keyof typeof REQUIRE_STATE_LABELS] ?? String(state);

/** A requirement as it was sent, and every move of it (who, when, from → to, why), oldest first. */
export function RequirementDrawer({ requirement, onClose }: { requirement: RequireRecord | null; onClose: () => void }) {
  const records = useApiQuery(
    trainRequireApi.trainRequireRecordList,
    { query: { requireCode: requirement?.requireCode ?? '' } },
    { enabled: requirement !== null },
  );
  return (
    <Drawer title="培训需求详情" open={requirement !== null} onClose={onClose} width={720} destroyOnHidden>
      {requirement && <DetailView fields={REQUIRE_DETAIL_FIELDS} record={requirement} column={2} />}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        处理记录
      </Typography.Title>
      {records.isLoading ? (
        <Spin />
      ) : (records.data ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无处理记录" />
      ) : (
        <Timeline
          items={(records.data ?? []).map((r) => ({
            color: r.toState === 3 ? 'gray' : r.toState === 2 ? 'green' : 'blue',
            children: (
              <div>
                <div>
                  {r.operateTime} {r.operatorName}：{stateName(r.fromState)} → {stateName(r.toState)}
                </div>
                {r.reason && <Typography.Text type="secondary">{r.reason}</Typography.Text>}
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
