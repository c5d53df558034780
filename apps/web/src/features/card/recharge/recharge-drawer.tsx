import { LEDGER_KINDS, RECHARGE_LABELS, RECHARGE_LINE_LABELS, RECHARGE_MACHINE, rechargeApi, type RechargeDetail, type RechargeLine } from '@hrbd/contract';
import { Alert, Drawer, Empty, Image, Input, Space, Spin, Table, Tabs, Tag, Timeline, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { LoadError } from '../../../components/list-page';
import { formatYuan, orDash } from '../../../lib/format';
import { useApiQuery } from '../../../lib/query';
import { RechargeStageTag } from './shared';

const L = RECHARGE_LABELS;
const LL = RECHARGE_LINE_LABELS;
const FIELDS: DetailField<RechargeDetail>[] = [
  { key: 'applyCode', label: L.applyCode.label },
  { key: 'stage', label: L.stage.label, render: (v: number) => <RechargeStageTag value={v} /> },
  { key: 'cmpyName', label: L.cmpyName.label },
  { key: 'countyName', label: L.countyName.label },
  { key: 'contactPerson', label: L.contactPerson.label },
  { key: 'contactTell', label: L.contactTell.label },
  { key: 'rechargeTotalPeople', label: L.rechargeTotalPeople.label, render: (v: number) => `${v} 人` },
  { key: 'rechargeTotalMoney', label: L.rechargeTotalMoney.label, render: (v: number) => `${formatYuan(v)} 元` },
  { key: 'submitTime', label: L.submitTime.label },
  { key: 'checkTime', label: L.checkTime.label, render: (v: string | null) => orDash(v) },
  { key: 'reviewerName', label: L.reviewerName.label, render: (v: string) => orDash(v) },
  { key: 'rechargeTime', label: L.rechargeTime.label, render: (v: string | null) => orDash(v) },
  { key: 'explainRemark', label: L.explainRemark.label, span: 2, render: (v: string) => orDash(v) },
  { key: 'remark', label: '审核意见 / 失败原因', span: 2, render: (v: string) => orDash(v) },
];

const LINE_PAGE = 10;

/** The application's people, with what the ledger credited to each once 充值成功. */
function LinesTab({ id, detail, page, keyword, onPage, onKeyword, loading }: {
  id: number;
  detail: RechargeDetail;
  page: number;
  keyword: string;
  onPage: (page: number) => void;
  onKeyword: (keyword: string) => void;
  loading: boolean;
}) {
  const { lines } = detail;
  const summary: ReactNode =
    detail.stage === 2
      ? `已入账 ${detail.creditedPeople} 人，共 ${formatYuan(detail.creditedTotal)} 元`
      : `人员合计 ${formatYuan(detail.linesTotal)} 元，${RECHARGE_MACHINE.label(detail.stage)}，尚未入账`;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text type="secondary">{summary}</Typography.Text>
        <Input.Search key={id} allowClear placeholder="姓名或身份证号" defaultValue={keyword} onSearch={onKeyword} style={{ width: 240 }} />
      </Space>
      {!detail.sensitiveShown && <Typography.Text type="secondary">身份证号和手机号已脱敏显示</Typography.Text>}
      <Table<RechargeLine>
        size="small"
        rowKey="idCard"
        loading={loading}
        dataSource={lines.records}
        pagination={{ current: page, pageSize: LINE_PAGE, total: lines.total, showSizeChanger: false, showTotal: (t) => `共 ${t} 人`, onChange: onPage }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={keyword ? '没有符合条件的人员' : '暂无充值人员'} /> }}
        columns={[
          { title: LL.name.label, dataIndex: 'name', key: 'name', width: 90 },
          { title: LL.idCard.label, dataIndex: 'idCard', key: 'idCard', width: 180 },
          { title: LL.mobile.label, dataIndex: 'mobile', key: 'mobile', width: 120 },
          { title: LL.amount.label, dataIndex: 'amount', key: 'amount', width: 100, align: 'right', render: (v: number) => formatYuan(v) },
          {
            title: LL.credited.label,
            key: 'credited',
            width: 90,
            render: (_: unknown, r) => (r.entry ? <Tag color="success">{LEDGER_KINDS[r.entry.kind]}已入账</Tag> : <Tag>未入账</Tag>),
          },
          { title: LL.creditTime.label, key: 'creditTime', width: 160, render: (_: unknown, r) => orDash(r.entry?.createTime) },
          { title: LL.balanceAfter.label, key: 'balanceAfter', width: 110, align: 'right', render: (_: unknown, r) => (r.entry ? formatYuan(r.entry.balanceAfter) : '-') },
        ]}
      />
    </Space>
  );
}

/** 操作记录: who, when, from → to, and the transfer registered (voucher, amount, date, receipt). */
function Operations({ detail }: { detail: RechargeDetail }) {
  if (detail.operations.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无操作记录" />;
  return (
    <Timeline
      items={detail.operations.map((o, i) => ({
        key: `${o.createTime}-${i}`,
        color: o.toStage === 2 ? 'green' : o.toStage === 3 || o.toStage === 4 ? 'red' : 'blue',
        children: (
          <Space orientation="vertical" size={2}>
            <span>
              {o.createTime} {o.operatorName} {o.actionName}
              {o.action === 'submit' ? `（${RECHARGE_MACHINE.label(o.toStage)}）` : `：${RECHARGE_MACHINE.label(o.fromStage)} → ${RECHARGE_MACHINE.label(o.toStage)}`}
            </span>
            {o.voucherNo && (
              <Typography.Text type="secondary">
                凭证号 {o.voucherNo}，转账金额 {formatYuan(o.payAmount)} 元，转账时间 {o.payTime}
              </Typography.Text>
            )}
            {o.remark && <Typography.Text type="secondary">{o.remark}</Typography.Text>}
            {o.receiptUrl && <Image src={o.receiptUrl} width={96} height={72} style={{ objectFit: 'cover' }} alt="转账回单" />}
          </Space>
        ),
      }))}
    />
  );
}

/** 充值申请详情: the application, its people (with what each was credited) and the timeline; `actions` by state. */
export function RechargeDrawer({ id, onClose, actions }: { id: number | null; onClose: () => void; actions: (detail: RechargeDetail) => ReactNode }) {
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const detail = useApiQuery(
    rechargeApi.queryRechargeApplyInfo,
    { query: { id: id ?? 0, linePageNum: page, linePageSize: LINE_PAGE, lineKeyword: keyword || undefined } },
    { enabled: id !== null, placeholderData: (previous) => previous },
  );
  const d = detail.data?.id === id ? detail.data : undefined;
  return (
    <Drawer title="充值申请详情" open={id !== null} onClose={onClose} width={960} destroyOnHidden extra={d && actions(d)}>
      {detail.isError && <LoadError reason={detail.error.message} onRetry={() => void detail.refetch()} title="获取充值申请详情失败" />}
      {!d && !detail.isError && <Spin />}
      {d && (
        <Tabs
          items={[
            {
              key: 'info',
              label: '申请信息',
              children: (
                <Space orientation="vertical" size={16} style={{ width: '100%' }}>
                  {d.stage === 3 && <Alert type="error" showIcon title={`充值失败：${d.remark}`} />}
                  <DetailView fields={FIELDS} record={d} column={2} />
                </Space>
              ),
            },
            {
              key: 'lines',
              label: `充值人员（${d.rechargeTotalPeople}）`,
              children: (
                <LinesTab
                  id={d.id}
                  detail={d}
                  page={page}
                  keyword={keyword}
                  loading={detail.isFetching}
                  onPage={setPage}
                  onKeyword={(k) => {
                    setKeyword(k.trim());
                    setPage(1);
                  }}
                />
              ),
            },
            { key: 'operations', label: '操作记录', children: <Operations detail={d} /> },
          ]}
        />
      )}
    </Drawer>
  );
}
