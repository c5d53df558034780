import { ORGAN_LABELS, ORGAN_MACHINE, ORGAN_TYPE_LABELS, ORGAN_TYPE_VALUES, skillOrganApi, type OrganRecord } from '@hrbd/contract';
import { Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, ListPage, type ListColumn } from '../../../components/list-page';
import { RegionCascader } from '../../../components/region-cascader';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { lazyComponent } from '../../../lib/lazy-module';
import { useApiMutation } from '../../../lib/query';
import { shown, SkillStateTag, skillStateTabs } from '../shared/skill-record';
import { OrganDrawer, occupationsText } from './organ-drawer';

// The form (license OCR uploader, address dialog) loads when first opened: it kept this screen over its byte budget.
const OrganFormDialog = lazyComponent(() => import('./organ-form').then((m) => ({ default: m.OrganFormDialog })), null);

const L = ORGAN_LABELS;
const TABS = skillStateTabs(ORGAN_MACHINE);

/**
 * 技能机构: organisations with their state (草稿/已提交/已撤销 tabs), filtered by
 * name, credit code, type and county. A draft or a revoked one is edited,
 * submitted or deleted; a submitted one is revoked. Each move asks first.
 */
export default function OrganPage() {
  const { can } = useCurrentUser();
  const invalidates = [skillOrganApi.organList, skillOrganApi.getInfo];
  const submit = useApiMutation(skillOrganApi.submit, { invalidates });
  const revoke = useApiMutation(skillOrganApi.cancleItem, { invalidates });
  const remove = useApiMutation(skillOrganApi.delItem, { invalidates });
  const [editing, setEditing] = useState<OrganRecord | null | undefined>(undefined);
  const [viewing, setViewing] = useState<string | null>(null);
  const may = {
    add: can(skillOrganApi.addOrgan),
    edit: can(skillOrganApi.editOrgan),
    submit: can(skillOrganApi.submit),
    revoke: can(skillOrganApi.cancleItem),
    remove: can(skillOrganApi.delItem),
  };

  const actions = useMemo(
    () =>
      function OrganActions(o: OrganRecord, afterRemove?: () => void) {
        const name = `技能机构“${o.organName}”`;
        const params = { businessCode: o.businessCode };
        return (
          <RowActions>
            {may.edit && ORGAN_MACHINE.can('edit', o.state) && <ActionLink onClick={() => setEditing(o)}>编辑</ActionLink>}
            {may.submit && ORGAN_MACHINE.can('submit', o.state) && (
              <ConfirmAction title={`确定提交${name}吗？`} onConfirm={() => submit.mutateAsync({ params }).catch(shown)}>
                提交
              </ConfirmAction>
            )}
            {may.revoke && ORGAN_MACHINE.can('revoke', o.state) && (
              <ConfirmAction danger title={`确定撤销${name}吗？撤销后可修改再提交`} onConfirm={() => revoke.mutateAsync({ params }).catch(shown)}>
                撤销
              </ConfirmAction>
            )}
            {may.remove && ORGAN_MACHINE.can('remove', o.state) && (
              <ConfirmAction danger title={`确定删除${name}吗？`} onConfirm={() => remove.mutateAsync({ params }).then(() => afterRemove?.(), shown)}>
                删除
              </ConfirmAction>
            )}
          </RowActions>
        );
      },
    [may.edit, may.submit, may.revoke, may.remove, submit, revoke, remove],
  );

  const columns = useMemo<ListColumn<OrganRecord>[]>(
    () => [
      ...labelColumns<OrganRecord, typeof L>(L, {
        organName: {
          fixed: 'left',
          filter: { kind: 'text', name: 'organName', label: L.organName.label },
          render: (name: string, o) => <Typography.Link onClick={() => setViewing(o.businessCode)}>{name}</Typography.Link>,
        },
        state: { render: (state: number) => <SkillStateTag value={state} /> },
        creditCode: { filter: { kind: 'text', name: 'creditCode', label: L.creditCode.label } },
        organType: {
          filter: { kind: 'select', name: 'organType', label: L.organType.label, options: labelOptions(ORGAN_TYPE_LABELS, ORGAN_TYPE_VALUES) },
          render: (type: number) => ORGAN_TYPE_LABELS[type] ?? '-',
        },
        countyName: { filter: { kind: 'custom', name: 'countyCode', label: L.countyName.label, render: () => <RegionCascader placeholder="请选择区县" /> } },
        occupations: { render: (_: unknown, o) => occupationsText(o) },
        validPeriod: { render: (_: unknown, o) => `${o.validStart} 至 ${o.validEnd}` },
      }),
      actionsColumn<OrganRecord>(['编辑', '提交', '删除'], (o) => actions(o)),
    ],
    [actions],
  );

  return (
    <>
      <ListPage
        endpoint={skillOrganApi.organList}
        stateKey="policy:organ"
        columns={columns}
        rowKey="businessCode"
        tabs={TABS}
        loadFailure="获取技能机构失败"
        toolbar={
          may.add && (
            <Button type="primary" onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
      />
      {editing !== undefined && <OrganFormDialog organ={editing} onClose={() => setEditing(undefined)} />}
      <OrganDrawer businessCode={viewing} onClose={() => setViewing(null)} actions={(o) => actions(o, () => setViewing(null))} />
    </>
  );
}
