import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { fileApi, UPLOAD_MESSAGES, type FileKind } from '@hrbd/contract';
import { App, Button, Progress, Space, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { formatFileSize } from '../../lib/format';
import { dataOrThrow, postForm } from '../../lib/form-request';
import { useApiQuery } from '../../lib/query';
import { acceptOf, acceptOfAny, checkUploadFile } from '../../lib/upload-rules';

export interface FileUploaderProps {
  /** The stored file's object key. */
  value?: string;
  onChange?: (objectKey: string | undefined) => void;
  /** Only pictures or only videos; both when absent (what fileManage/uploadFile takes). */
  kind?: FileKind;
  disabled?: boolean;
}

interface Uploaded {
  objectKey: string;
  name: string;
  url: string;
}

/** The stored file behind a saved value, with a fresh signed URL. */
function useStoredFile(objectKey: string | undefined, justUploaded: Uploaded | null): Uploaded | null {
  const known = justUploaded?.objectKey === objectKey ? justUploaded : null;
  const query = useApiQuery(
    fileApi.batchQueryUrl,
    { query: { objectKeys: objectKey ? [objectKey] : [] } },
    { enabled: Boolean(objectKey) && !known },
  );
  if (!objectKey) return null;
  if (known) return known;
  const file = query.data?.files[0];
  return file ? { objectKey, name: file.fileName, url: file.url } : null;
}

/**
 * A file chosen, then sent with 上传 through fileManage/uploadFile with a
 * progress bar (XMLHttpRequest upload progress); 上传 with nothing chosen
 * says 请选择文件. Checked before sending like every upload (format, size);
 * a refusal shows the server's message. An upload under way can be cancelled.
 */
export function FileUploader({ value, onChange, kind, disabled }: FileUploaderProps) {
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [justUploaded, setJustUploaded] = useState<Uploaded | null>(null);
  const sending = useRef<AbortController | null>(null);
  const stored = useStoredFile(value, justUploaded);

  useEffect(() => () => sending.current?.abort(), []);

  const send = async () => {
    if (!chosen) {
      void message.error(UPLOAD_MESSAGES.noFile);
      return;
    }
    const controller = new AbortController();
    sending.current = controller;
    setPercent(0);
    try {
      const envelope = await postForm(fileApi.uploadFile, {}, chosen, {
        signal: controller.signal,
        onProgress: (loaded, total) => setPercent(Math.floor((loaded / total) * 100)),
      });
      const record = dataOrThrow(envelope);
      setJustUploaded({ objectKey: record.objectKey, name: record.fileName || chosen.name, url: record.url });
      setChosen(null);
      onChange?.(record.objectKey);
      void message.success(envelope.msg || '上传成功');
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        void message.error(error instanceof Error ? error.message : UPLOAD_MESSAGES.failed);
      }
    } finally {
      sending.current = null;
      setPercent(null);
    }
  };

  const uploading = percent !== null;
  return (
    <div className="file-uploader">
      <Space wrap>
        <Upload
          accept={kind ? acceptOf(kind) : acceptOfAny()}
          showUploadList={false}
          disabled={disabled || uploading}
          beforeUpload={(file) => {
            const problem = checkUploadFile(file, kind);
            if (problem) void message.error(problem);
            else setChosen(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<PaperClipOutlined />} disabled={disabled || uploading}>
            选择文件
          </Button>
        </Upload>
        <Button type="primary" icon={<UploadOutlined />} loading={uploading} disabled={disabled} onClick={() => void send()}>
          上传
        </Button>
        {uploading && <Button onClick={() => sending.current?.abort()}>取消</Button>}
      </Space>
      {chosen && (
        <div style={{ marginTop: 8 }}>
          <Typography.Text>
            {chosen.name}（{formatFileSize(chosen.size)}）
          </Typography.Text>
        </div>
      )}
      {uploading && <Progress percent={percent} status="active" aria-label="上传进度" style={{ maxWidth: 360 }} />}
      {stored && !uploading && (
        <div style={{ marginTop: 8 }}>
          <Space>
            <Typography.Link href={stored.url} target="_blank" rel="noreferrer">
              {stored.name}
            </Typography.Link>
            {!disabled && (
              <Button type="link" size="small" danger onClick={() => onChange?.(undefined)}>
                移除
              </Button>
            )}
          </Space>
        </div>
      )}
    </div>
  );
}
