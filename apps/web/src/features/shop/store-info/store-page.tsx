import { STORE_CATEGORY_LABELS, STORE_CATEGORY_VALUES, STORE_LABELS, STORE_MACHINE, STORE_TAB_ORDER, storeInfoApi, type StoreRecord } from '@hrbd/contract';
import { App, Button, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { actionsColumn, countsFrom, labelColumns, ListPage, type FilterSpec, type ListColumn, type StatusTabs } from '../../../components/list-page';
import { contractField } from '../../../components/modal-form';
import { ReasonDialog } from '../../../components/reason-dialog';
import { RegionCascader } from '../../../components/region-cascader';
import { ReviewDialog } from '../../../components/review-dialog';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { confirmThen } from '../../../lib/confirm';
import { useCurrentUser } from '../../../lib/current-user';
import { lazyComponent } from '../../../lib/lazy-module';
import { useApiMutation } from '../../../lib/query';
import { STORE_QUERIES } from '../shared/queries';
import { StoreStateTag } from '../shared/tags';

// The drawer (pictures, license check) loads when first opened.
const StoreDrawer = lazyComponent(() => import('./store-drawer').then((m) => ({ default: m.StoreDrawer })));

const L = STORE_LABELS;

/** 认证中 / 已认证 / 认证失败 with counts under the list's filters (queryStoreApproveCount). */
const TABS: StatusTabs = {
  field: 'approveType',
  items: STORE_TAB_ORDER.map((value) => ({ value, label: STORE_MACHINE.label(value) })),
  counts: countsFrom(storeInfoApi.queryStoreApproveCount, (c) => ({ '0': c.checkCount, '1': c.passCount, '2': c.rejectCount })),
};
const EXTRA_FILTERS: readonly FilterSpec[] = [{ kind: 'dateRange', names: ['beginTime', 'endTime'], label: L.submitTime.label }];
const REASON = contractField(storeInfoApi.checkStoreInfo.body, 'rejectDesc');

/**
 * 商户认证: stores from the merchant app under their review tabs. 认证中 rows
 * are reviewed one by one (审核) or selected and passed or rejected together
 * (all or none); 详情 opens the drawer with the license, photos, rating,
 * balance and the review history.
 */
export default function StorePage() {
  const { can } = useCurrentUser();
  const { modal } = App.useApp();
  const [viewing, setViewing] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<StoreRecord | null>(null);
  const [rejecting, setRejecting] = useState<{ codes: string[]; done: () => void } | null>(null);
  const check = useApiMutation(storeInfoApi.checkStoreInfo, { invalidates: STORE_QUERIES });
  const mayReview = can(storeInfoApi.checkStoreInfo);

  const columns = useMemo<ListColumn<StoreRecord>[]>(
    () => [
      ...labelColumns<StoreRecord, typeof L>(L, {
        storeName: {
          fixed: 'left',
          render: (name: string, r) => <Typography.Link onClick={() => setViewing(r.storeCode)}>{name}</Typography.Link>,
          filter: { kind: 'text', name: 'storeName' },
        },
        approveType: { render: (v: number) => <StoreStateTag value={v} /> },
        category: {
          render: (v: number) => STORE_CATEGORY_LABELS[v] ?? v,
          filter: { kind: 'select', name: 'category', options: STORE_CATEGORY_VALUES.map((value) => ({ value, label: STORE_CATEGORY_LABELS[value] })) },
        },
        countyName: { filter: { kind: 'custom', name: 'regionCode', label: '所在地区', render: () => <RegionCascader anyLevel placeholder="请选择所在地区" /> } },
        creditCode: { filter: { kind: 'text', name: 'creditCode' } },
        reviewTime: { render: (v: string) => v || '-' },
        reviewerName: { render: (v: string) => v || '-' },
        rejectDesc: { render: (v: string) => v || '-' },
      }),
      actionsColumn<StoreRecord>(['详情', '审核'], (r) => (
        <RowActions>
          <ActionLink onClick={() => setViewing(r.storeCode)}>详情</ActionLink>
          {mayReview && STORE_MACHINE.can('pass', r.approveType) && <ActionLink onClick={() => setReviewing(r)}>审核</ActionLink>}
        </RowActions>
      )),
    ],
    [mayReview],
  );

  const passMany = (codes: string[], done: () => void) =>
    confirmThen(modal, { title: `确定审核通过选中的${codes.length}个商户吗？` }, () => check.mutateAsync({ body: { storeCodes: codes, approveType: 1, rejectDesc: '' } })).then(done, () => undefined);

  return (
    <>
      <ListPage
        endpoint={storeInfoApi.queryStoreInfoApprove}
        stateKey="shop:info"
        columns={columns}
        rowKey="storeCode"
        tabs={TABS}
        extraFilters={EXTRA_FILTERS}
        loadFailure="获取商户失败"
        rowSelectable={(r) => STORE_MACHINE.can('pass', r.approveType)}
        batchActions={
          mayReview
            ? (keys, clear, tab) =>
                tab !== undefined &&
                STORE_MACHINE.can('pass', tab) && (
                  <Space>
                    <Button type="primary" disabled={keys.length === 0} onClick={() => void passMany(keys.map(String), clear)}>
                      批量通过
                    </Button>
                    <Button danger disabled={keys.length === 0} onClick={() => setRejecting({ codes: keys.map(String), done: clear })}>
                      批量驳回
                    </Button>
                  </Space>
                )
            : undefined
        }
      />
      {viewing !== null && <StoreDrawer storeCode={viewing} onClose={() => setViewing(null)} onReview={mayReview ? (r) => setReviewing(r) : undefined} />}
      <ReviewDialog
        title="商户认证审核"
        subject={reviewing && `商户“${reviewing.storeName}”`}
        reason={REASON}
        onClose={() => setReviewing(null)}
        onSubmit={({ passed, rejectDesc }) => check.mutateAsync({ body: { storeCodes: [reviewing?.storeCode ?? ''], approveType: passed ? 1 : 2, rejectDesc: rejectDesc ?? '' } })}
      />
      <ReasonDialog
        title="批量驳回"
        subject={rejecting ? `选中的${rejecting.codes.length}个商户` : null}
        label="驳回原因"
        field={REASON}
        question={(subject) => `确定驳回${subject}吗？`}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => check.mutateAsync({ body: { storeCodes: rejecting?.codes ?? [], approveType: 2, rejectDesc: reason } }).then(() => rejecting?.done())}
      />
    </>
  );
}
