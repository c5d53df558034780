import { trainClassApi, trainStudentApi } from '@hrbd/contract';
import { Checkbox } from 'antd';
import { useState } from 'react';
import { ImportDialog as XlsxImportDialog } from '../../../components/import-dialog';

/** The template the console ships (public/templates). */
export const TEMPLATE_URL = `${import.meta.env.BASE_URL}templates/学员导入模板.xlsx`;

const INVALIDATES = [trainClassApi.studentList, trainClassApi.list] as const;

/**
 * 导入学员: pick the filled template (xlsx), optionally 更新已有学员, watch
 * the upload's progress, then read 成功 n 条，失败 m 条 with 下载错误文件 for
 * the rows that did not go in.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [updateKnown, setUpdateKnown] = useState(false);
  return (
    <XlsxImportDialog
      title="导入学员"
      open={open}
      onClose={onClose}
      endpoint={trainStudentApi.importStudentInfoList}
      fields={{ updateKnown: updateKnown ? '1' : '0' }}
      hint="请按模板填写学员信息后上传（xlsx）。"
      template={{ url: TEMPLATE_URL, fileName: '学员导入模板.xlsx' }}
      invalidates={INVALIDATES}
      summary={(result) => ({
        type: result.failed > 0 ? 'warning' : 'success',
        message: `导入完成：成功 ${result.success} 条，失败 ${result.failed} 条`,
        description: result.failed > 0 ? '失败的行及原因在错误文件中，修改后可再次导入（错误文件24小时内可下载）。' : undefined,
      })}
      errorFile={{
        endpoint: trainStudentApi.downLoadErrorFile,
        input: (result) => (result.errorCode ? { query: { errorCode: result.errorCode } } : null),
      }}
    >
      <Checkbox checked={updateKnown} onChange={(e) => setUpdateKnown(e.target.checked)}>
        更新已有学员（已在班级中的学员按表格更新，否则记为失败）
      </Checkbox>
    </XlsxImportDialog>
  );
}
