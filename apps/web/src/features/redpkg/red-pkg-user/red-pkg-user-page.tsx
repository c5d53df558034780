import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  CHECK_TYPE_LABELS,
  CHECK_TYPE_TAB_ORDER,
  DICT_TYPES,
  GRANT_STATE_LABELS,
  RED_PKG_LABELS,
  RED_PKG_MACHINE,
  redPkgActionsFrom,
  redPkgUserApi,
  type RedPkgUserRecord,
} from '@hrbd/contract';
import { App, Button, Space, Typography } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { actionsColumn, countsFrom, labelColumns, ListPage, type FilterSpec, type ListColumn, type StatusTabs } from '../../../components/list-page';
import { contractField } from '../../../components/modal-form';
import { RegionCascader } from '../../../components/region-cascader';
import { ReviewDialog } from '../../../components/review-dialog';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { callApi } from '../../../lib/api';
import { confirmThen } from '../../../lib/confirm';
import { useCurrentUser } from '../../../lib/current-user';
import { formatYuan } from '../../../lib/format';
import { lazyComponent } from '../../../lib/lazy-module';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { useDict } from '../../../lib/reference-data';
import { RED_PKG_QUERIES } from './queries';
import { CheckTypeTag, GrantStateTag } from './tags';

const RedPkgUserForm = lazyComponent(() => import('./user-form').then((m) => ({ default: m.RedPkgUserForm })));
const RedPkgImportDialog = lazyComponent(() => import('./import-dialog').then((m) => ({ default: m.RedPkgImportDialog })));
const RedPkgUserDrawer = lazyComponent(() => import('./user-drawer').then((m) => ({ default: m.RedPkgUserDrawer })));

const L = RED_PKG_LABELS;
const TABS: StatusTabs = {
  field: 'checkType',
  items: CHECK_TYPE_TAB_ORDER.map((value) => ({ value, label: CHECK_TYPE_LABELS[value] })),
  counts: countsFrom(redPkgUserApi.queryCheckTypeCount, (rows) => Object.fromEntries(rows.map((c) => [String(c.checkType), c.num]))),
};
const EXTRA_FILTERS: readonly FilterSpec[] = [
  { kind: 'text', name: 'idCard', label: L.idCard.label },
  { kind: 'dateRange', names: ['createFrom', 'createTo'], label: L.createTime.label },
];
const REASON = contractField(redPkgUserApi.checkRedPkgUsers.body, 'reason');

/** 待提交 ¥x · 待审核 ¥y …: the sums under the list's filters (queryCheckMoney). */
function MoneySummary() {
  const money = useApiQuery(redPkgUserApi.queryCheckMoney, { body: {} });
  if (!money.data) return null;
  return (
    <Space size={24} wrap>
      {money.data.map((m) => (
        <Typography.Text key={m.checkType} type="secondary">
          {m.label}金额：<Typography.Text strong>¥{formatYuan(m.amount)}</Typography.Text>
        </Typography.Text>
      ))}
    </Space>
  );
}

/**
 * 红包补贴用户: imported or added people under their 审核状态 tabs, with the
 * sums per state. Rows offer what the state allows (编辑/提交审核/删除 while
 * 待提交, 审核 while 待审核, 编辑/删除 after 审核不通过); a batch is submitted
 * after seeing its people and amount, and a pass raises the 支付申请.
 */
export default function RedPkgUserPage() {
  const { can } = useCurrentUser();
  const { modal, message } = App.useApp();
  const categories = useDict(DICT_TYPES.redPkgCategory);
  const [viewing, setViewing] = useState<RedPkgUserRecord | null>(null);
  const [editing, setEditing] = useState<RedPkgUserRecord | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [reviewing, setReviewing] = useState<{ codes: string[]; subject: string; done?: () => void } | null>(null);
  const submit = useApiMutation(redPkgUserApi.subCheRedPkgUsers, { invalidates: RED_PKG_QUERIES });
  const check = useApiMutation(redPkgUserApi.checkRedPkgUsers, { invalidates: RED_PKG_QUERIES });
  const remove = useApiMutation(redPkgUserApi.removeRedPkgUser, { invalidates: RED_PKG_QUERIES });
  const may = {
    edit: can(redPkgUserApi.editRedPkgUser),
    submit: can(redPkgUserApi.subCheRedPkgUsers),
    review: can(redPkgUserApi.checkRedPkgUsers),
    remove: can(redPkgUserApi.removeRedPkgUser),
  };

  /** 提交审核 asks first, showing how many people and how much the batch sends (querySubCheckMoney). */
  const askSubmit = async (userCodes: string[], done?: () => void) => {
    let data: { num: number; amount: number };
    try {
      data = await callApi(redPkgUserApi.querySubCheckMoney, { body: { userCodes } });
    } catch (e) {
      message.error(e instanceof Error ? e.message : '获取提交金额失败');
      return;
    }
    await confirmThen(
      modal,
      { title: `确定提交审核吗？`, content: `本次提交 ${data.num} 人，补贴金额合计 ¥${formatYuan(data.amount)}。提交后不能再编辑。` },
      () => submit.mutateAsync({ body: { userCodes } }),
    ).then(done, () => undefined);
  };

  const columns = useMemo<ListColumn<RedPkgUserRecord>[]>(
    () => [
      ...labelColumns<RedPkgUserRecord, typeof L>(L, {
        name: { fixed: 'left', render: (name: string, r) => <Typography.Link onClick={() => setViewing(r)}>{name}</Typography.Link>, filter: { kind: 'text', name: 'name' } },
        mobile: { filter: { kind: 'text', name: 'mobile' } },
        checkType: { render: (v: number) => <CheckTypeTag value={v} /> },
        grantState: {
          render: (v: number) => <GrantStateTag value={v} />,
          filter: { kind: 'select', name: 'grantState', options: Object.entries(GRANT_STATE_LABELS).map(([value, label]) => ({ value: Number(value), label })) },
        },
        amount: { render: (v: number) => `¥${formatYuan(v)}` },
        countyName: { filter: { kind: 'custom', name: 'countyCode', render: () => <RegionCascader placeholder="请选择所属区县" /> } },
        categoryName: { filter: { kind: 'select', name: 'category', options: categories.options.map((o) => ({ value: String(o.value), label: o.label })) } },
        batchCode: { render: (v: string) => v || '手工录入', filter: { kind: 'text', name: 'batchCode' } },
        reason: { render: (v: string) => v || '-' },
        checkTime: { render: (v: string) => v || '-' },
        checkerName: { render: (v: string) => v || '-' },
        grantTime: { render: (v: string) => v || '-' },
        payApplyCode: { render: (v: string) => v || '-' },
      }),
      actionsColumn<RedPkgUserRecord>(['详情', '编辑', '提交审核', '删除'], (r) => {
        const actions = redPkgActionsFrom(r.checkType);
        return (
          <RowActions>
            <ActionLink onClick={() => setViewing(r)}>详情</ActionLink>
            {may.edit && actions.includes('edit') && <ActionLink onClick={() => setEditing(r)}>编辑</ActionLink>}
            {may.submit && actions.includes('submit') && <ActionLink onClick={() => void askSubmit([r.userCode])}>提交审核</ActionLink>}
            {may.review && actions.includes('pass') && <ActionLink onClick={() => setReviewing({ codes: [r.userCode], subject: `“${r.name}”` })}>审核</ActionLink>}
            {may.remove && actions.includes('remove') && (
              <ConfirmAction danger title={`确定删除“${r.name}”吗？`} onConfirm={() => remove.mutateAsync({ body: { userCodes: [r.userCode] } })}>
                删除
              </ConfirmAction>
            )}
          </RowActions>
        );
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [may.edit, may.submit, may.review, may.remove, categories, remove],
  );

  const batchActions = (keys: Key[], clear: () => void, tab: number | undefined) => {
    const codes = keys.map(String);
    const none = codes.length === 0;
    return (
      <Space>
        {may.submit && tab === 0 && (
          <Button disabled={none} onClick={() => void askSubmit(codes, clear)}>
            批量提交审核
          </Button>
        )}
        {may.review && tab === 1 && (
          <Button disabled={none} onClick={() => setReviewing({ codes, subject: `所选 ${codes.length} 人`, done: clear })}>
            批量审核
          </Button>
        )}
        {may.remove && (tab === 0 || tab === 3) && (
          <Button
            danger
            disabled={none}
            onClick={() =>
              void confirmThen(modal, { title: `确定删除所选 ${codes.length} 人吗？`, danger: true }, () => remove.mutateAsync({ body: { userCodes: codes } })).then(clear, () => undefined)
            }
          >
            批量删除
          </Button>
        )}
      </Space>
    );
  };

  return (
    <>
      <ListPage
        endpoint={redPkgUserApi.queryRedPkgUserList}
        exportEndpoint={redPkgUserApi.exportRedPkgUsers}
        stateKey="redpkg:user"
        columns={columns}
        rowKey="userCode"
        tabs={TABS}
        extraFilters={EXTRA_FILTERS}
        loadFailure="获取红包补贴用户失败"
        title={<MoneySummary />}
        batchActions={may.submit || may.review || may.remove ? batchActions : undefined}
        rowSelectable={(r) => RED_PKG_MACHINE.actionsFrom(r.checkType).some((a) => a === 'submit' || a === 'pass' || a === 'remove')}
        toolbar={
          <Space>
            {can(redPkgUserApi.addRedPkgUser) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
                新增
              </Button>
            )}
            {can(redPkgUserApi.impRedPkgUsers) && (
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                导入
              </Button>
            )}
          </Space>
        }
      />
      {viewing && <RedPkgUserDrawer user={viewing} onClose={() => setViewing(null)} />}
      {editing !== undefined && <RedPkgUserForm editing={editing} onClose={() => setEditing(undefined)} />}
      {importing && <RedPkgImportDialog open={importing} onClose={() => setImporting(false)} />}
      <ReviewDialog
        title="红包补贴审核"
        subject={reviewing && reviewing.subject}
        reason={REASON}
        onClose={() => setReviewing(null)}
        onSubmit={async ({ passed, rejectDesc }) => {
          await check.mutateAsync({ body: { userCodes: reviewing?.codes ?? [], pass: passed ? 1 : 0, reason: rejectDesc ?? '' } });
          reviewing?.done?.();
        }}
      />
    </>
  );
}
