import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { bigscreenReportImportApi, perm, REPORT_ERROR_DAYS, type ReportImportHistoryRow } from '@hrbd/contract';
import { Button, Card, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ExportButton } from '../../../components/export-button';
import { tableLoadState } from '../../../components/list-page';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiQuery } from '../../../lib/query';
import { ReportImportDialog } from './import-dialog';
import { MonthDrawer } from './month-drawer';

/**
 * 月报导入: the social-insurance and flow figures of 河南's cities and
 * counties that the 数据大屏 shows, imported month by month from the template.
 */
export default function ReportImportPage() {
  const { can } = useCurrentUser();
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [importing, setImporting] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const history = useApiQuery(bigscreenReportImportApi.history, { query: { pageNum, pageSize } });
  const rows = history.data?.records ?? [];

  const months = (list: string[], color: string) =>
    list.length === 0 ? '—' : list.map((m) => (
      <Tag key={m} color={color} style={{ cursor: color === 'green' ? 'pointer' : undefined }} onClick={color === 'green' ? () => setViewing(m) : undefined}>
        {m}
      </Tag>
    ));
  const columns: TableColumnsType<ReportImportHistoryRow> = [
    { title: '导入时间', dataIndex: 'createTime', key: 'createTime', width: 170 },
    { title: '文件名', dataIndex: 'fileName', key: 'fileName', ellipsis: true },
    { title: '行数', dataIndex: 'rowCount', key: 'rowCount', width: 90, align: 'right' },
    { title: '已导入月份（点击查看）', dataIndex: 'importedMonths', key: 'importedMonths', render: (list: string[]) => months(list, 'green') },
    { title: '未导入月份', dataIndex: 'refusedMonths', key: 'refusedMonths', render: (list: string[]) => months(list, 'red') },
    { title: '导入人', dataIndex: 'operatorName', key: 'operatorName', width: 110 },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      fixed: 'right',
      render: (_, row) =>
        row.errorAvailable ? (
          <ExportButton type="link" size="small" endpoint={bigscreenReportImportApi.errorFile} input={() => ({ query: { errorCode: row.errorCode } })}>
            下载错误文件
          </ExportButton>
        ) : row.errorCode ? (
          <Typography.Text type="secondary">错误文件已过期</Typography.Text>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Space direction="vertical" size={8}>
          <Typography.Text>
            社保参保、参保学历、人员流动等数据来自社保系统，按月、按河南省地市或县区导入，供数据大屏展示。同一月份再次导入时整月替换；某月有错误行时该月不导入，错误文件保留{REPORT_ERROR_DAYS}天。
          </Typography.Text>
          <Space>
            <ExportButton endpoint={bigscreenReportImportApi.template} input={() => ({})} icon={<DownloadOutlined />}>
              下载模板
            </ExportButton>
            {can(perm.recruit.bigscreenReport.import) && (
              <Button type="primary" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                导入月报
              </Button>
            )}
          </Space>
        </Space>
      </Card>
      <Card title="导入记录">
        <Table<ReportImportHistoryRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={history.isFetching}
          scroll={{ x: 1100 }}
          pagination={{
            current: pageNum,
            pageSize,
            total: history.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (page, size) => {
              setPageNum(size === pageSize ? page : 1);
              setPageSize(size);
            },
          }}
          {...tableLoadState(history, rows.length > 0)}
        />
      </Card>
      <ReportImportDialog open={importing} onClose={() => setImporting(false)} />
      <MonthDrawer month={viewing} onClose={() => setViewing(null)} />
    </Space>
  );
}
