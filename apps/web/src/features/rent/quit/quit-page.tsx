import { communityApi, houseApi, QUIT_LABELS, QUIT_MACHINE, QUIT_STATE_LABELS, QUIT_STATE_VALUES, quitApi, tenantApi, type QuitRecord } from '@hrbd/contract';
import { App, DatePicker, Form, Input, Radio, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { actionsColumn, countsFrom, labelColumns, ListPage, type FilterSpec, type ListColumn, type StatusTabs } from '../../../components/list-page';
import { ModalForm } from '../../../components/modal-form';
import { RegionCascader } from '../../../components/region-cascader';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { confirmThen } from '../../../lib/confirm';
import { useCurrentUser } from '../../../lib/current-user';
import dayjs, { type Dayjs } from '../../../lib/dayjs';
import { useApiMutation } from '../../../lib/query';
import { CommunitySelect } from '../community-select';

const L = QUIT_LABELS;
const STATE_COLORS: Record<number, string> = { 0: 'processing', 1: 'warning', 2: 'error', 3: 'success', 4: 'default' };

const TABS: StatusTabs = {
  field: 'applyState',
  defaultValue: 0,
  items: [{ value: undefined, label: '全部' }, ...QUIT_STATE_VALUES.map((s) => ({ value: s, label: QUIT_STATE_LABELS[s] }))],
  counts: countsFrom(quitApi.pagelist, (page) => {
    const counts: Record<string, number> = Object.fromEntries(page.counts.map((c) => [String(c.applyState), c.count]));
    counts.all = page.counts.reduce((sum, c) => sum + c.count, 0);
    return counts;
  }),
};

const EXTRA_FILTERS: readonly FilterSpec[] = [
  { kind: 'custom', name: 'bizCode', label: '所属小区', render: () => <CommunitySelect /> },
  { kind: 'custom', name: 'regionCode', label: '所在地区', render: () => <RegionCascader anyLevel placeholder="省/市/区县" /> },
];

interface DecisionValues {
  result: 1 | 2;
  actualQuitDate?: Dayjs;
  reason?: string;
}

/** 确认退租 or 驳回 one application: the actual date (within 30 days of the asked one) or the reason, then asked again. */
function DecisionDialog({ apply, onClose }: { apply: QuitRecord | null; onClose: () => void }) {
  const { modal } = App.useApp();
  const confirm = useApiMutation(quitApi.confirm, { invalidates: [quitApi.pagelist, quitApi.detail, houseApi.list, tenantApi.getRentlist, communityApi.queryPageCommunity] });
  const submit = (v: DecisionValues) =>
    confirmThen(
      modal,
      { title: v.result === 1 ? `确定确认${apply?.name ?? ''}退租吗？到退租日期将释放床位` : `确定驳回${apply?.name ?? ''}的退租申请吗？`, danger: v.result === 2 },
      () =>
        confirm.mutateAsync({
          query: { applyCode: apply?.applyCode ?? '', result: v.result, reason: v.reason ?? '', ...(v.result === 1 && v.actualQuitDate ? { actualQuitDate: v.actualQuitDate.format('YYYY-MM-DD') } : {}) },
        }),
    );
  return (
    <ModalForm<DecisionValues>
      title="确认退租"
      open={apply !== null}
      onClose={onClose}
      labelWidth={116}
      initialValues={{ result: 1, actualQuitDate: apply ? dayjs(apply.quitDate) : undefined }}
      onSubmit={submit}
    >
      {apply && (
        <Typography.Paragraph type="secondary">
          {apply.name}，{apply.villageName}
          {apply.roomLabel}，申请 {apply.quitDate} 退租。{apply.reason && `原因：${apply.reason}`}
        </Typography.Paragraph>
      )}
      <Form.Item name="result" label="处理结果">
        <Radio.Group options={[{ label: '确认退租', value: 1 }, { label: '驳回', value: 2 }]} />
      </Form.Item>
      <Form.Item noStyle dependencies={['result']}>
        {({ getFieldValue }) =>
          getFieldValue('result') === 1 ? (
            <Form.Item name="actualQuitDate" label="实际退租日期" rules={[{ required: true, message: '请选择实际退租日期' }]}>
              <DatePicker />
            </Form.Item>
          ) : (
            <Form.Item name="reason" label="驳回原因" rules={[{ required: true, message: '请输入驳回原因' }, { max: 200 }]}>
              <Input.TextArea rows={3} showCount maxLength={200} />
            </Form.Item>
          )
        }
      </Form.Item>
    </ModalForm>
  );
}

/**
 * 退租申请: applications under their state tabs with counts; 确认退租 (待确认
 * only, as QUIT_MACHINE allows) confirms with the actual date or rejects with
 * a reason. A confirmed one becomes 已退租 on its date by the scheduler.
 */
export default function QuitPage() {
  const { can } = useCurrentUser();
  const [deciding, setDeciding] = useState<QuitRecord | null>(null);
  const mayConfirm = can(quitApi.confirm);
  const columns = useMemo<ListColumn<QuitRecord>[]>(
    () => [
      ...labelColumns<QuitRecord, typeof L>(L, {
        name: { fixed: 'left', filter: { kind: 'text', name: 'name', label: L.name.label } },
        applyState: { render: (s: number) => <Tag color={STATE_COLORS[s]}>{QUIT_MACHINE.label(s)}</Tag> },
        actualQuitDate: { render: (d: string | null) => d ?? '-' },
        decideTime: { render: (d: string | null) => d ?? '-' },
      }),
      actionsColumn<QuitRecord>(['确认退租'], (q) => (
        <RowActions>{mayConfirm && QUIT_MACHINE.can('confirm', q.applyState) && <ActionLink onClick={() => setDeciding(q)}>确认退租</ActionLink>}</RowActions>
      )),
    ],
    [mayConfirm],
  );
  return (
    <>
      <ListPage
        endpoint={quitApi.pagelist}
        exportEndpoint={quitApi.export}
        stateKey="rent:quit"
        columns={columns}
        rowKey="applyCode"
        tabs={TABS}
        extraFilters={EXTRA_FILTERS}
        loadFailure="获取退租申请失败"
      />
      <DecisionDialog apply={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}
