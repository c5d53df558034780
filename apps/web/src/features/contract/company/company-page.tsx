import { COMPANY_CONTRACT_LABELS, ENDING_SOON_DAYS, companyContractApi, type CompanyContractRecord } from '@hrbd/contract';
import { Badge, Drawer, List, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { actionsColumn, labelColumns, ListPage, type FilterSpec, type ListColumn } from '../../../components/list-page';
import { RegionCascader } from '../../../components/region-cascader';
import { ActionLink, RowActions } from '../../../components/row-actions';

const L = COMPANY_CONTRACT_LABELS;
const EXTRA_FILTERS: readonly FilterSpec[] = [
  { kind: 'select', name: 'endingSoon', label: '到期情况', options: [{ value: 'true', label: `仅看 ${ENDING_SOON_DAYS} 天内到期` }] },
];
const count = (v: number) => (v > 0 ? v : <Typography.Text type="secondary">0</Typography.Text>);

/** The signed contracts of a company ending within 30 days: who, which model, when. */
function EndingSoonDrawer({ company, onClose }: { company: CompanyContractRecord | null; onClose: () => void }) {
  return (
    <Drawer title={company ? `${company.cmpyName} · ${ENDING_SOON_DAYS} 天内到期的合同` : ''} open={company !== null} onClose={onClose} width={560} destroyOnHidden>
      {company && (
        <List
          bordered
          dataSource={company.endingSoon}
          locale={{ emptyText: `${ENDING_SOON_DAYS} 天内没有到期的合同` }}
          renderItem={(e) => (
            <List.Item>
              <Space direction="vertical" size={0}>
                <span>
                  {e.partyB} · {e.modelName}
                </span>
                <Typography.Text type="secondary">
                  {e.signCode} · 到期日 {e.endDate}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}

/** 企业合同: per company, its models and signings by state, and what ends within 30 days (to renew). */
export default function CompanyContractPage() {
  const [viewing, setViewing] = useState<CompanyContractRecord | null>(null);
  const columns = useMemo<ListColumn<CompanyContractRecord>[]>(
    () => [
      ...labelColumns<CompanyContractRecord, typeof L>(L, {
        cmpyName: { fixed: 'left', filter: { kind: 'text', name: 'cmpyName' } },
        countyName: { filter: { kind: 'custom', name: 'countyCode', render: () => <RegionCascader placeholder="请选择所在区县" /> } },
        modelCount: { render: count },
        enabledModelCount: { render: count },
        pendingCount: { render: count },
        signedCount: { render: count },
        refusedCount: { render: count },
        expiredCount: { render: count },
        endingSoonCount: { render: (v: number) => (v > 0 ? <Badge count={v} overflowCount={999} color="#faad14" /> : count(0)) },
        latestSignTime: { render: (v: string) => v || '-' },
      }),
      actionsColumn<CompanyContractRecord>(['即将到期'], (r) => (
        <RowActions>
          <ActionLink onClick={() => setViewing(r)}>即将到期</ActionLink>
        </RowActions>
      )),
    ],
    [],
  );
  return (
    <>
      <ListPage
        endpoint={companyContractApi.page}
        stateKey="contract:company"
        columns={columns}
        rowKey="cmpyCode"
        extraFilters={EXTRA_FILTERS}
        loadFailure="获取企业合同失败"
      />
      <EndingSoonDrawer company={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
