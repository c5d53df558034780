import { redPkgUserApi } from '@hrbd/contract';
import { ImportDialog } from '../../../components/import-dialog';
import { RED_PKG_QUERIES } from './queries';

/**
 * 导入红包补贴用户: 下载模板, pick the filled xlsx, watch the upload's progress
 * (the server checks every row as it streams in), then read the batch's
 * counts with 下载错误文件 for the refused rows and their 错误原因.
 */
export function RedPkgImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ImportDialog
      title="导入红包补贴用户"
      open={open}
      onClose={onClose}
      endpoint={redPkgUserApi.impRedPkgUsers}
      hint="请按模板填写后上传 xlsx 文件，每人每年限登记一次，补贴金额 0.01 至 2000.00 元。"
      template={{ endpoint: redPkgUserApi.exportRedPkgUserError, input: () => ({ query: {} }) }}
      processingText="校验中"
      invalidates={RED_PKG_QUERIES}
      summary={(result) => ({
        type: result.failed > 0 ? 'warning' : 'success',
        message: `导入完成：共 ${result.total} 条，成功 ${result.succeeded} 条，失败 ${result.failed} 条`,
        description: (
          <>
            导入批次：{result.batchCode}
            {result.failed > 0 && <div>失败的行及原因在错误文件中，修改后可再次导入。</div>}
          </>
        ),
      })}
      errorFile={{
        endpoint: redPkgUserApi.exportRedPkgUserError,
        input: (result) => (result.failed > 0 ? { query: { batchCode: result.batchCode } } : null),
      }}
    />
  );
}
