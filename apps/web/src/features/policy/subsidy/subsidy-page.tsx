import { REPORT_PHASE_LABELS, SUBSIDY_KIND_LABELS, SUBSIDY_LABELS, SUBSIDY_MACHINE, SUBSIDY_STATE_LABELS, SUBSIDY_STATE_VALUES, subsidyApi, type subsidyDetail } from '@hrbd/contract';
import { Button, Tag } from 'antd';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { LabelTag, labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, ListPage, type ListColumn } from '../../../components/list-page';
import { RegionCascader } from '../../../components/region-cascader';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation } from '../../../lib/query';
import { ReportTimeDialog, SubsidyFormDialog } from './subsidy-form';

type SubsidyDetail = z.infer<typeof subsidyDetail>;
const L = SUBSIDY_LABELS;
const STATE_COLORS: Record<number, string> = { 0: 'default', 1: 'success', 2: 'warning' };
const PHASE_COLORS: Record<number, string> = { 1: 'default', 2: 'processing', 3: 'error' };
const yuan = (v: number | null) => (v === null ? '-' : v.toFixed(2));

/**
 * 补贴项目: projects with their state, report phase (未开始/申报中/已截止 by the
 * clock) and window, filtered by name, state, phase, 热门 and county. A draft
 * or a withdrawn project is edited, submitted or deleted; a submitted one is
 * withdrawn, set 热门 (at most six) or re-timed. Each asks first.
 */
export default function SubsidyPage() {
  const { can } = useCurrentUser();
  const invalidates = [subsidyApi.queryPageSubsidy, subsidyApi.getSubsidyProjectInfo];
  const submit = useApiMutation(subsidyApi.submitOrWithdrawSubsidy, { invalidates });
  const hot = useApiMutation(subsidyApi.manageHotSubsidy, { invalidates });
  const remove = useApiMutation(subsidyApi.deleteSubsidyProject, { invalidates });
  const [editing, setEditing] = useState<SubsidyDetail | null | undefined>(undefined);
  const [retiming, setRetiming] = useState<SubsidyDetail | null>(null);
  const may = {
    add: can(subsidyApi.addSubsidyProject),
    edit: can(subsidyApi.editSubsidyProject),
    submit: can(subsidyApi.submitOrWithdrawSubsidy),
    hot: can(subsidyApi.manageHotSubsidy),
    time: can(subsidyApi.updateReportTime),
    remove: can(subsidyApi.deleteSubsidyProject),
  };

  const columns = useMemo<ListColumn<SubsidyDetail>[]>(
    () => [
      ...labelColumns<SubsidyDetail, typeof L>(L, {
        projectName: { fixed: 'left', filter: { kind: 'text', name: 'projectName', label: L.projectName.label } },
        state: {
          filter: { kind: 'select', name: 'state', label: L.state.label, options: labelOptions(SUBSIDY_STATE_LABELS, SUBSIDY_STATE_VALUES) },
          render: (state: number) => <LabelTag<number> value={state} labels={SUBSIDY_STATE_LABELS} colors={STATE_COLORS} />,
        },
        reportPhase: {
          filter: { kind: 'select', name: 'reportPhase', label: L.reportPhase.label, options: labelOptions(REPORT_PHASE_LABELS, [1, 2, 3]) },
          render: (phase: number | null) => (phase === null ? '-' : <LabelTag<number> value={phase} labels={REPORT_PHASE_LABELS} colors={PHASE_COLORS} />),
        },
        reportTime: { render: (_: unknown, p) => (p.reportStart && p.reportEnd ? `${p.reportStart} 至 ${p.reportEnd}` : '-') },
        kinds: { render: (kinds: number[]) => (kinds.length ? kinds.map((k) => SUBSIDY_KIND_LABELS[k]).join('、') : '-') },
        oldStandard: { render: yuan },
        medicalStandard: { render: yuan },
        subsidyPeriod: { render: (_: unknown, p) => (p.subsidyStart && p.subsidyEnd ? `${p.subsidyStart} 至 ${p.subsidyEnd}` : '-') },
        counties: {
          filter: { kind: 'custom', name: 'countyCode', label: L.counties.label, render: () => <RegionCascader placeholder="请选择区县" /> },
          render: (_: unknown, p) => (p.countyNames.length ? p.countyNames.join('、') : '-'),
        },
        personTypes: { render: (types: string[]) => (types.length ? `${types.length} 类` : '-') },
        hot: {
          filter: { kind: 'select', name: 'hot', label: L.hot.label, options: [{ label: '是', value: 1 }, { label: '否', value: 0 }] },
          render: (flag: number) => (flag ? <Tag color="red">热门</Tag> : '-'),
        },
      }),
      actionsColumn<SubsidyDetail>(['编辑', '提交', '删除', '设为热门'], (p) => {
        const name = `补贴项目“${p.projectName}”`;
        return (
          <RowActions>
            {may.edit && SUBSIDY_MACHINE.can('edit', p.state) && <ActionLink onClick={() => setEditing(p)}>编辑</ActionLink>}
            {may.submit && SUBSIDY_MACHINE.can('submit', p.state) && (
              <ConfirmAction title={`确定提交${name}吗？提交后申请人即可在申报时间内申请`} onConfirm={() => submit.mutateAsync({ query: { projectCode: p.projectCode, state: 1 } })}>
                提交
              </ConfirmAction>
            )}
            {may.submit && SUBSIDY_MACHINE.can('withdraw', p.state) && (
              <ConfirmAction danger title={`确定撤回${name}吗？撤回后不再受理申请`} onConfirm={() => submit.mutateAsync({ query: { projectCode: p.projectCode, state: 2 } })}>
                撤回
              </ConfirmAction>
            )}
            {may.hot && p.state === 1 && (
              <ConfirmAction
                title={p.hot ? `确定取消${name}的热门吗？` : `确定将${name}设为热门吗？`}
                onConfirm={() => hot.mutateAsync({ body: { projectCode: p.projectCode, hot: p.hot ? 0 : 1 } })}
              >
                {p.hot ? '取消热门' : '设为热门'}
              </ConfirmAction>
            )}
            {may.time && p.state === 1 && <ActionLink onClick={() => setRetiming(p)}>更新申报时间</ActionLink>}
            {may.remove && SUBSIDY_MACHINE.can('remove', p.state) && (
              <ConfirmAction danger title={`确定删除${name}吗？`} onConfirm={() => remove.mutateAsync({ query: { projectCode: p.projectCode } })}>
                删除
              </ConfirmAction>
            )}
          </RowActions>
        );
      }),
    ],
    [may.edit, may.submit, may.hot, may.time, may.remove, submit, hot, remove],
  );

  return (
    <>
      <ListPage
        endpoint={subsidyApi.queryPageSubsidy}
        stateKey="policy:subsidy"
        columns={columns}
        rowKey="projectCode"
        toolbar={
          may.add && (
            <Button type="primary" onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
      />
      <SubsidyFormDialog project={editing} onClose={() => setEditing(undefined)} />
      <ReportTimeDialog project={retiming} onClose={() => setRetiming(null)} />
    </>
  );
}
