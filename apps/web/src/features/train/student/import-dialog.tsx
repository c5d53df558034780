import { InboxOutlined } from '@ant-design/icons';
import { trainClassApi, trainStudentApi, type ImportResult } from '@hrbd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Modal, Progress, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { ExportButton } from '../../../components/export-button';
import { dataOrThrow, postForm } from '../../../lib/form-request';

/** The template the console ships (public/templates). */
export const TEMPLATE_URL = `${import.meta.env.BASE_URL}templates/学员导入模板.xlsx`;
const MAX_BYTES = 20 * 1024 * 1024;

/**
 * 导入学员: pick the filled template (xlsx), optionally 更新已有学员, watch
 * the upload's progress, then read 成功 n 条，失败 m 条 with 下载错误文件 for
 * the rows that did not go in.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [updateKnown, setUpdateKnown] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setPercent(null);
    setResult(null);
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const start = async () => {
    if (!file) return;
    setError(null);
    setPercent(0);
    try {
      const envelope = await postForm(trainStudentApi.importStudentInfoList, { updateKnown: updateKnown ? '1' : '0' }, file, {
        onProgress: (loaded, total) => setPercent(Math.min(99, Math.round((loaded * 100) / total))),
        timeoutMs: 600_000,
      });
      setResult(dataOrThrow(envelope));
      setPercent(100);
      void queryClient.invalidateQueries({ queryKey: [trainClassApi.studentList.key] });
      void queryClient.invalidateQueries({ queryKey: [trainClassApi.list.key] });
    } catch (e) {
      setPercent(null);
      setError(e instanceof Error ? e.message : '导入失败');
    }
  };

  return (
    <Modal
      title="导入学员"
      open={open}
      onCancel={close}
      destroyOnHidden
      footer={
        result ? (
          <Button type="primary" onClick={close}>
            完成
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>取消</Button>
            <Button type="primary" disabled={!file} loading={percent !== null} onClick={() => void start()}>
              开始导入
            </Button>
          </Space>
        )
      }
    >
      {result ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert
            type={result.failed > 0 ? 'warning' : 'success'}
            showIcon
            message={`导入完成：成功 ${result.success} 条，失败 ${result.failed} 条`}
            description={result.failed > 0 ? '失败的行及原因在错误文件中，修改后可再次导入（错误文件24小时内可下载）。' : undefined}
          />
          {result.errorCode && (
            <ExportButton endpoint={trainStudentApi.downLoadErrorFile} input={() => ({ query: { errorCode: result.errorCode } })}>
              下载错误文件
            </ExportButton>
          )}
        </Space>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            请按模板填写学员信息后上传（xlsx）。<a href={TEMPLATE_URL} download="学员导入模板.xlsx">下载导入模板</a>
          </Typography.Text>
          <Upload.Dragger
            accept=".xlsx"
            maxCount={1}
            beforeUpload={(picked) => {
              if (!picked.name.toLowerCase().endsWith('.xlsx')) setError('请选择 xlsx 格式的文件');
              else if (picked.size > MAX_BYTES) setError('文件大小不能超过20M');
              else {
                setError(null);
                setFile(picked);
              }
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={file ? [{ uid: 'picked', name: file.name, status: 'done' }] : []}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或将文件拖到此处上传</p>
          </Upload.Dragger>
          <Checkbox checked={updateKnown} onChange={(e) => setUpdateKnown(e.target.checked)}>
            更新已有学员（已在班级中的学员按表格更新，否则记为失败）
          </Checkbox>
          {percent !== null && <Progress percent={percent} status="active" format={(p) => (p === 99 ? '处理中' : `${p}%`)} />}
          {error && <Alert type="error" showIcon message={error} />}
        </Space>
      )}
    </Modal>
  );
}
