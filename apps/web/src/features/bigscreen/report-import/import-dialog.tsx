import { bigscreenReportImportApi, REPORT_ERROR_DAYS } from '@hrbd/contract';
import { Space } from 'antd';
import { ImportDialog } from '../../../components/import-dialog';

const INVALIDATES = [bigscreenReportImportApi.history] as const;

/**
 * 导入月报: pick the filled template, watch the upload, then read which
 * months went in (each replacing that month) and which were refused, with
 * 下载错误文件 for the refused months' rows.
 */
export function ReportImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ImportDialog
      title="导入月报"
      open={open}
      onClose={onClose}
      endpoint={bigscreenReportImportApi.import}
      hint="请按模板填写社保参保、参保学历、人员流动后上传（xlsx）。每个月份的数据全部无误时整月替换该月，任一行有误时该月不导入。"
      invalidates={INVALIDATES}
      summary={(result) => ({
        type: result.refusedMonths.length > 0 ? 'warning' : 'success',
        message: `导入完成：共 ${result.total} 行，已导入 ${result.importedMonths.length} 个月，未导入 ${result.refusedMonths.length} 个月`,
        description: (
          <Space orientation="vertical" size={2}>
            {result.importedMonths.length > 0 && <span>已导入（整月替换）：{result.importedMonths.join('、')}</span>}
            {result.refusedMonths.length > 0 && (
              <span>
                未导入（该月有错误行，数据未改变）：{result.refusedMonths.join('、')}。错误行及原因见错误文件（{REPORT_ERROR_DAYS}天内可下载）。
              </span>
            )}
          </Space>
        ),
      })}
      errorFile={{
        endpoint: bigscreenReportImportApi.errorFile,
        input: (result) => (result.errorCode ? { query: { errorCode: result.errorCode } } : null),
      }}
    />
  );
}
