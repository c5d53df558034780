import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPE_VALUES,
  MODEL_ENABLE_LABELS,
  MODEL_LABELS,
  MODEL_MACHINE,
  MODEL_SOURCE_LABELS,
  MODEL_TAB_ORDER,
  contractModelApi,
  contractModelPdfApi,
  versionText,
  type ContractModelRecord,
} from '@hrbd/contract';
import { Button, Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { labelOptions } from '../../../components/label-tag';
import { actionsColumn, countsFrom, labelColumns, ListPage, openingName, type FilterSpec, type ListColumn, type StatusTabs } from '../../../components/list-page';
import { contractField } from '../../../components/modal-form';
import { ReviewDialog } from '../../../components/review-dialog';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { MODEL_QUERIES } from '../shared/queries';
import { EnableTag, ModelStateTag } from '../shared/tags';
import { ModelDrawer } from './model-drawer';
import { ModelFormDialog, type ModelFormKind } from './model-form';

const L = MODEL_LABELS;

/** 待审核 / 已通过 / 已驳回 with counts under the list's filters (statistics). */
const TABS: StatusTabs = {
  field: 'approveState',
  items: MODEL_TAB_ORDER.map((value) => ({ value, label: MODEL_MACHINE.label(value) })),
  counts: countsFrom(contractModelApi.statistics, (data) => Object.fromEntries(data.byState.map((c) => [String(c.approveState), c.count]))),
};
const EXTRA_FILTERS: readonly FilterSpec[] = [{ kind: 'dateRange', names: ['beginTime', 'endTime'], label: L.createTime.label }];
const REASON = contractField(contractModelApi.approve.body, 'rejectDesc');

/** The figures above the list: models by type, enabled, signings this month (statistics, unfiltered). */
function ModelFigures() {
  const { data } = useApiQuery(contractModelApi.statistics, { body: {} });
  const thisMonth = data?.signingsByMonth.at(-1);
  return (
    <Row gutter={12} style={{ marginBottom: 12 }}>
      {(data?.byType ?? CONTRACT_TYPE_VALUES.map((modelType) => ({ modelType, label: CONTRACT_TYPE_LABELS[modelType], count: 0 }))).map((t) => (
        <Col span={4} key={t.modelType}>
          <Card size="small">
            <Statistic title={t.label} value={t.count} suffix="个" loading={!data} />
          </Card>
        </Col>
      ))}
      <Col span={4}>
        <Card size="small">
          <Statistic title="已启用模板" value={data?.enabled ?? 0} suffix="个" loading={!data} />
        </Card>
      </Col>
      <Col span={4}>
        <Card size="small">
          <Statistic title="本月发起签约" value={thisMonth?.total ?? 0} suffix={<Typography.Text type="secondary" style={{ fontSize: 12 }}>已签署 {thisMonth?.signed ?? 0}</Typography.Text>} loading={!data} />
        </Card>
      </Col>
    </Row>
  );
}

/**
 * 合同模板: models under their review tabs. Rows offer what the state allows
 * (审核 while 待审核; 启用/停用 once 已通过, asked first); 审核 also works on a
 * selection, all or nothing; 详情 shows the body or the PDF.
 */
export default function ModelPage() {
  const { can } = useCurrentUser();
  const [viewing, setViewing] = useState<ContractModelRecord | null>(null);
  const [adding, setAdding] = useState<ModelFormKind | null>(null);
  const [reviewing, setReviewing] = useState<{ codes: string[]; subject: string; done?: () => void } | null>(null);
  const approve = useApiMutation(contractModelApi.approve, { invalidates: MODEL_QUERIES });
  const enable = useApiMutation(contractModelApi.isEnable, { invalidates: MODEL_QUERIES });
  const mayReview = can(contractModelApi.approve);
  const mayEnable = can(contractModelApi.isEnable);

  const columns = useMemo<ListColumn<ContractModelRecord>[]>(
    () => [
      ...labelColumns<ContractModelRecord, typeof L>(L, {
        modelName: openingName(setViewing),
        approveState: { render: (v: number) => <ModelStateTag value={v} /> },
        isEnable: {
          render: (v: number) => <EnableTag value={v} />,
          filter: { kind: 'select', name: 'isEnable', options: labelOptions(MODEL_ENABLE_LABELS, [1, 0]) },
        },
        modelType: {
          render: (v: number) => CONTRACT_TYPE_LABELS[v] ?? v,
          filter: { kind: 'select', name: 'modelType', options: labelOptions(CONTRACT_TYPE_LABELS, CONTRACT_TYPE_VALUES) },
        },
        sourceType: {
          render: (v: number) => MODEL_SOURCE_LABELS[v] ?? v,
          filter: { kind: 'select', name: 'sourceType', options: labelOptions(MODEL_SOURCE_LABELS, [1, 2]) },
        },
        version: { render: (v: number) => versionText(v) },
        cmpyName: { filter: { kind: 'text', name: 'cmpyName' } },
        reviewTime: { render: (v: string) => v || '-' },
        reviewerName: { render: (v: string) => v || '-' },
        rejectDesc: { render: (v: string) => v || '-' },
        pdfSha256: { render: (v: string) => v || '-' },
      }),
      actionsColumn<ContractModelRecord>(['详情', '审核', '停用'], (r) => (
        <RowActions>
          <ActionLink onClick={() => setViewing(r)}>详情</ActionLink>
          {mayReview && MODEL_MACHINE.can('pass', r.approveState) && (
            <ActionLink onClick={() => setReviewing({ codes: [r.modelCode], subject: `合同模板“${r.modelName}”` })}>审核</ActionLink>
          )}
          {mayEnable && MODEL_MACHINE.can('enable', r.approveState) && (
            <ConfirmAction
              danger={r.isEnable === 1}
              title={r.isEnable === 1 ? `确定停用合同模板“${r.modelName}”吗？停用后企业不能再用它发起签约` : `确定启用合同模板“${r.modelName}”吗？`}
              onConfirm={() => enable.mutateAsync({ body: { modelCode: r.modelCode, isEnable: r.isEnable === 1 ? 0 : 1 } })}
            >
              {r.isEnable === 1 ? '停用' : '启用'}
            </ConfirmAction>
          )}
        </RowActions>
      )),
    ],
    [mayReview, mayEnable, enable],
  );

  return (
    <>
      <ModelFigures />
      <ListPage
        endpoint={contractModelApi.page}
        exportEndpoint={contractModelApi.export}
        stateKey="contract:model"
        columns={columns}
        rowKey="modelCode"
        tabs={TABS}
        extraFilters={EXTRA_FILTERS}
        loadFailure="获取合同模板失败"
        rowSelectable={(r) => r.approveState === 0}
        batchActions={
          mayReview
            ? (keys, clear, tab) =>
                tab === 0 && (
                  <Button disabled={keys.length === 0} onClick={() => setReviewing({ codes: keys.map(String), subject: `选中的 ${keys.length} 个合同模板`, done: clear })}>
                    批量审核
                  </Button>
                )
            : undefined
        }
        toolbar={
          can(contractModelApi.add) && (
            <Space>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding('richText')}>
                新增模板
              </Button>
              {can(contractModelPdfApi.add) && (
                <Button icon={<UploadOutlined />} onClick={() => setAdding('pdf')}>
                  上传 PDF 模板
                </Button>
              )}
            </Space>
          )
        }
      />
      <ModelDrawer model={viewing} onClose={() => setViewing(null)} />
      <ModelFormDialog kind={adding} onClose={() => setAdding(null)} />
      <ReviewDialog
        title="合同模板审核"
        subject={reviewing && reviewing.subject}
        reason={REASON}
        onClose={() => setReviewing(null)}
        onSubmit={async ({ passed, rejectDesc }) => {
          await approve.mutateAsync({ body: { modelCodes: reviewing?.codes ?? [], approveState: passed ? 1 : 2, rejectDesc: rejectDesc ?? '' } });
          reviewing?.done?.();
        }}
      />
    </>
  );
}
