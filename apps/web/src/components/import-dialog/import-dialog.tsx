import { InboxOutlined } from '@ant-design/icons';
import type { DataOf, Endpoint } from '@hrbd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Progress, Space, Typography, Upload, type AlertProps } from 'antd';
import { useState, type ReactNode } from 'react';
import type { CallInput } from '../../lib/api';
import { dataOrThrow, postForm, type FormFields } from '../../lib/form-request';
import { ExportButton } from '../export-button';

/** The largest workbook an import takes. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** An import reads every row while the upload streams in: long workbooks take minutes. */
const IMPORT_TIMEOUT_MS = 600_000;

/** The template offered beside the hint: a file the console ships, or one the server makes. */
export type ImportTemplate<T extends Endpoint = Endpoint> =
  | { url: string; fileName: string; label?: string }
  | { endpoint: T; input: () => CallInput<T>; label?: string };

/** How the finished import reads: the alert's colour, its sentence and its details. */
export interface ImportSummary {
  type: Extract<AlertProps['type'], 'success' | 'warning'>;
  message: string;
  description?: ReactNode;
}

export interface ImportDialogProps<E extends Endpoint, F extends Endpoint, T extends Endpoint = Endpoint> {
  title: string;
  open: boolean;
  onClose: () => void;
  /** The multipart endpoint the workbook goes to (`multipartFile`). */
  endpoint: E;
  /** Text fields sent before the file (the options the children set). */
  fields?: FormFields;
  /** Where 下载错误文件 fetches the refused rows; `input` answers null when there are none to fetch. */
  errorFile: { endpoint: F; input: (result: DataOf<E>) => CallInput<F> | null };
  /** What the dialog says above the file picker. */
  hint: ReactNode;
  template?: ImportTemplate<T>;
  /** How the result reads (成功 n 条，失败 m 条 …). */
  summary: (result: DataOf<E>) => ImportSummary;
  /** The lists and counts the import changes. */
  invalidates: readonly Endpoint[];
  /** The progress bar's word while the server works through the rows (upload sent, answer pending). */
  processingText?: string;
  /** Options under the file picker (a checkbox whose value the caller sends in `fields`). */
  children?: ReactNode;
}

function TemplateLink<T extends Endpoint>({ template }: { template: ImportTemplate<T> }) {
  if ('url' in template)
    return (
      <a href={template.url} download={template.fileName}>
        {template.label ?? '下载导入模板'}
      </a>
    );
  return (
    <ExportButton endpoint={template.endpoint} input={template.input} type="link" size="small">
      {template.label ?? '下载模板'}
    </ExportButton>
  );
}

/**
 * An xlsx import: 下载模板, pick the filled workbook (xlsx, 20M at most), watch
 * the upload's progress, then read the outcome (成功 n 条，失败 m 条) with
 * 下载错误文件 for the rows that did not go in. The lists it changes reload.
 */
export function ImportDialog<E extends Endpoint, F extends Endpoint, T extends Endpoint = Endpoint>({
  title,
  open,
  onClose,
  endpoint,
  fields = {},
  errorFile,
  hint,
  template,
  summary,
  invalidates,
  processingText = '处理中',
  children,
}: ImportDialogProps<E, F, T>) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [result, setResult] = useState<DataOf<E> | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setFile(null);
    setPercent(null);
    setResult(null);
    setError(null);
    onClose();
  };
  const start = async () => {
    if (!file) return;
    setError(null);
    setPercent(0);
    try {
      const envelope = await postForm(endpoint, fields, file, {
        onProgress: (loaded, total) => setPercent(Math.min(99, Math.round((loaded * 100) / total))),
        timeoutMs: IMPORT_TIMEOUT_MS,
      });
      setResult(dataOrThrow(envelope));
      setPercent(100);
      for (const changed of invalidates) void queryClient.invalidateQueries({ queryKey: [changed.key] });
    } catch (e) {
      setPercent(null);
      setError(e instanceof Error ? e.message : '导入失败');
    }
  };

  const outcome = result === null ? null : summary(result);
  const errorInput = result === null ? null : errorFile.input(result);

  return (
    <Modal
      title={title}
      open={open}
      onCancel={close}
      destroyOnHidden
      footer={
        outcome ? (
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
      {outcome ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert type={outcome.type} showIcon title={outcome.message} description={outcome.description} />
          {errorInput && (
            <ExportButton endpoint={errorFile.endpoint} input={() => errorInput}>
              下载错误文件
            </ExportButton>
          )}
        </Space>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space wrap size={4}>
            <Typography.Text>{hint}</Typography.Text>
            {template && <TemplateLink template={template} />}
          </Space>
          <Upload.Dragger
            accept=".xlsx"
            maxCount={1}
            beforeUpload={(picked) => {
              if (!picked.name.toLowerCase().endsWith('.xlsx')) setError('请选择 xlsx 格式的文件');
              else if (picked.size > IMPORT_MAX_BYTES) setError('文件大小不能超过20M');
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
          {children}
          {percent !== null && <Progress percent={percent} status="active" format={(p) => (p === 99 ? processingText : `${p}%`)} />}
          {error && <Alert type="error" showIcon title={error} />}
        </Space>
      )}
    </Modal>
  );
}
