import {
  DICT_TYPES,
  POLICY_APPLY_LABELS,
  POLICY_APPLY_MACHINE,
  POLICY_APPLY_STATE_VALUES,
  POLICY_APPLY_STATES,
  policyApplyApi,
  subsidyApi,
  type PolicyApplyRecord,
} from '@hrbd/contract';
import { App, Button, Tag, Typography } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { actionsColumn, countsFrom, labelColumns, ListPage, type FilterSpec, type ListColumn, type StatusTabs } from '../../../components/list-page';
import { contractField } from '../../../components/modal-form';
import { RegionCascader } from '../../../components/region-cascader';
import { ReviewDialog } from '../../../components/review-dialog';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { confirmThen } from '../../../lib/confirm';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { useDict } from '../../../lib/reference-data';
import { ApplyDrawer } from './apply-drawer';
import { ApplyStateTag, yuan } from './apply-tags';

const L = POLICY_APPLY_LABELS;
const REASON = contractField(policyApplyApi.updateState.body, 'rejectDesc');
/** A review changes the list, the tab counts and the detail. */
const AFFECTED = [policyApplyApi.getList, policyApplyApi.getStateCount, policyApplyApi.getDetail];

/** Tabs 审核中 / 已通过 / 已驳回, counted by getStateCount under the list's filters; opens on 审核中. */
const TABS: StatusTabs = {
  field: 'applyState',
  defaultValue: POLICY_APPLY_STATES.reviewing,
  items: POLICY_APPLY_STATE_VALUES.map((state) => ({ value: state, label: POLICY_APPLY_MACHINE.label(state) })),
  counts: countsFrom(policyApplyApi.getStateCount, (rows) => Object.fromEntries(rows.map((c) => [String(c.applyState), c.stateNumber]))),
};

/** Who is reviewed: one application (its applicant) or a batch. */
interface Reviewing {
  applyIds: string[];
  subject: string;
  batch: boolean;
  done?: () => void;
}

/**
 * 政策申请审核: applications from the applicants' portal under 审核中 / 已通过 /
 * 已驳回 with counts, filtered by applicant, ID number, phone, county,
 * project, 申请人类别, months, submit time and 疑似重复. 审核 passes or
 * rejects (a reason, asked once more) one row or the rows chosen; the list,
 * counts and detail reload. ID numbers and phones come masked unless the
 * user holds 查看完整证件号和手机号.
 */
export default function ApplyPage() {
  const { modal } = App.useApp();
  const { can } = useCurrentUser();
  const mayReview = can(policyApplyApi.updateState);
  const personTypes = useDict(DICT_TYPES.applyPersonType);
  const projects = useApiQuery(subsidyApi.queryPageSubsidy, { body: { pageNum: 1, pageSize: 100 } }, { enabled: can(subsidyApi.queryPageSubsidy) });
  const [viewing, setViewing] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);
  const review = useApiMutation(policyApplyApi.updateState, { invalidates: AFFECTED });

  const projectOptions = useMemo(
    () => (projects.data?.records ?? []).filter((p) => p.state !== 0).map((p) => ({ label: p.projectName, value: p.projectCode })),
    [projects.data],
  );
  const extraFilters = useMemo<FilterSpec[]>(
    () => [
      { kind: 'text', name: 'idcard', label: L.idcard.label, placeholder: '请输入完整身份证号' },
      { kind: 'text', name: 'phone', label: L.phone.label, placeholder: '请输入完整手机号' },
      { kind: 'select', name: 'projectCode', label: L.projectName.label, options: projectOptions },
      { kind: 'select', name: 'applyPersonType', label: L.applyPersonType.label, options: personTypes.options.map((o) => ({ label: o.label, value: String(o.value) })) },
      { kind: 'dateRange', names: ['beginTime', 'endTime'], label: L.submitTime.label },
      { kind: 'select', name: 'duplicate', label: L.duplicate.label, options: [{ label: '是', value: 1 }, { label: '否', value: 0 }] },
    ],
    [projectOptions, personTypes.options],
  );

  const columns = useMemo<ListColumn<PolicyApplyRecord>[]>(
    () => [
      ...labelColumns<PolicyApplyRecord, typeof L>(L, {
        name: {
          fixed: 'left',
          filter: { kind: 'text', name: 'name', label: L.name.label },
          render: (name: string, r) => <Typography.Link onClick={() => setViewing(r.applyId)}>{name}</Typography.Link>,
        },
        applyState: { render: (state: number) => <ApplyStateTag value={state} /> },
        districtName: { filter: { kind: 'custom', name: 'district', label: L.districtName.label, render: () => <RegionCascader placeholder="请选择所属区县" /> } },
        applyPersonType: { render: (key: string) => personTypes.label(Number(key)) },
        months: { render: (_: unknown, r) => `${r.monthStart} 至 ${r.monthEnd}` },
        totalSubsidyFee: { render: (cents: number) => yuan(cents) },
        duplicate: { render: (flag: number) => (flag ? <Tag color="warning">疑似重复</Tag> : '-') },
        verifyName: { render: (name: string) => name || '-' },
        verifyTime: { render: (time: string | null) => time ?? '-' },
        rejectDesc: { render: (text: string) => text || '-' },
      }),
      actionsColumn<PolicyApplyRecord>(['详情', '审核'], (r) => (
        <RowActions>
          <ActionLink onClick={() => setViewing(r.applyId)}>详情</ActionLink>
          {mayReview && r.applyState === POLICY_APPLY_STATES.reviewing && (
            <ActionLink onClick={() => setReviewing({ applyIds: [r.applyId], subject: `“${r.name}”的申请`, batch: false })}>审核</ActionLink>
          )}
        </RowActions>
      )),
    ],
    [mayReview, personTypes],
  );

  const batchActions = (selected: Key[], clearSelection: () => void, tab: number | undefined) =>
    mayReview && tab === POLICY_APPLY_STATES.reviewing ? (
      <>
        <Button
          disabled={selected.length === 0}
          onClick={() =>
            confirmThen(modal, { title: `确定审核通过所选的 ${selected.length} 条申请吗？` }, () =>
              review.mutateAsync({ body: { applyIds: selected.map(String), applyState: POLICY_APPLY_STATES.passed } }),
            ).then(clearSelection, () => undefined)
          }
        >
          批量通过{selected.length > 0 ? `（${selected.length}）` : ''}
        </Button>
        <Button
          disabled={selected.length === 0}
          onClick={() => setReviewing({ applyIds: selected.map(String), subject: `所选的 ${selected.length} 条申请`, batch: true, done: clearSelection })}
        >
          批量审核{selected.length > 0 ? `（${selected.length}）` : ''}
        </Button>
      </>
    ) : null;

  return (
    <>
      <ListPage
        endpoint={policyApplyApi.getList}
        stateKey="policy:apply"
        columns={columns}
        rowKey="applyId"
        tabs={TABS}
        extraFilters={extraFilters}
        batchActions={batchActions}
        rowSelectable={(r) => r.applyState === POLICY_APPLY_STATES.reviewing}
      />
      <ApplyDrawer
        applyId={viewing}
        onClose={() => setViewing(null)}
        actions={(state) =>
          mayReview && state === POLICY_APPLY_STATES.reviewing && viewing ? (
            <Button type="primary" onClick={() => setReviewing({ applyIds: [viewing], subject: '该申请', batch: false })}>
              审核
            </Button>
          ) : null
        }
      />
      <ReviewDialog
        title="政策申请审核"
        subject={reviewing?.subject ?? null}
        reason={REASON}
        onClose={() => setReviewing(null)}
        onSubmit={async ({ passed, rejectDesc }) => {
          if (!reviewing) return;
          const applyState = passed ? POLICY_APPLY_STATES.passed : POLICY_APPLY_STATES.rejected;
          await review.mutateAsync({
            body: reviewing.batch ? { applyIds: reviewing.applyIds, applyState, rejectDesc } : { applyId: reviewing.applyIds[0], applyState, rejectDesc },
          });
          reviewing.done?.();
        }}
      />
    </>
  );
}
