import { bigscreenInsuranceApi, type InsuredRegionRow } from '@hrbd/contract';
import { Drawer, Segmented, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { tableLoadState } from '../../../components/list-page';
import { useApiQuery } from '../../../lib/query';

const PARENTS = [
  { label: '河南省各市', value: '410000' },
  { label: '郑州市各县区', value: '410100' },
];

const n = (value: number) => value.toLocaleString('zh-CN');
const COLUMNS: TableColumnsType<InsuredRegionRow> = [
  { title: '区划代码', dataIndex: 'regionCode', key: 'regionCode', width: 100 },
  { title: '区划名称', dataIndex: 'regionName', key: 'regionName', width: 120 },
  { title: '参保总人数', dataIndex: 'insuredTotal', key: 'insuredTotal', align: 'right', render: n },
  { title: '养老保险', dataIndex: 'pension', key: 'pension', align: 'right', render: n },
  { title: '医疗保险', dataIndex: 'medical', key: 'medical', align: 'right', render: n },
  { title: '失业保险', dataIndex: 'unemployment', key: 'unemployment', align: 'right', render: n },
  { title: '工伤保险', dataIndex: 'injury', key: 'injury', align: 'right', render: n },
  { title: '生育保险', dataIndex: 'maternity', key: 'maternity', align: 'right', render: n },
  { title: '新增参保', dataIndex: 'addCount', key: 'addCount', align: 'right', render: n },
  { title: '减少参保', dataIndex: 'reduceCount', key: 'reduceCount', align: 'right', render: n },
  { title: '流入人数', dataIndex: 'inflow', key: 'inflow', align: 'right', render: n },
  { title: '流出人数', dataIndex: 'outflow', key: 'outflow', align: 'right', render: n },
];

/** A month's imported figures, read-only, per city of 河南 or per county of 郑州 (a city without its own row shows its counties' sum). */
export function MonthDrawer({ month, onClose }: { month: string | null; onClose: () => void }) {
  const [parentCode, setParentCode] = useState('410000');
  const query = useApiQuery(bigscreenInsuranceApi.socialSecurityUserAnalysis, { query: { reportTime: month ?? '', parentCode } }, { enabled: month !== null });
  const rows = query.data?.rows ?? [];
  return (
    <Drawer title={`${month ?? ''} 月报数据`} open={month !== null} onClose={onClose} width={1100} destroyOnHidden>
      <Segmented options={PARENTS} value={parentCode} onChange={(v) => setParentCode(String(v))} style={{ marginBottom: 12 }} />
      <Table<InsuredRegionRow>
        rowKey="regionCode"
        size="small"
        columns={COLUMNS}
        dataSource={rows}
        loading={query.isFetching}
        pagination={false}
        scroll={{ x: 1000 }}
        {...tableLoadState(query, rows.length > 0)}
      />
    </Drawer>
  );
}
