import { PaperClipOutlined } from '@ant-design/icons';
import { fileApi, type AttachmentRecord } from '@hrbd/contract';
import { Button, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { FileUploader } from '../../../components/file-uploader';
import { formatFileSize } from '../../../lib/format';
import { useApiQuery } from '../../../lib/query';

export interface AttachmentFieldProps {
  /** Object keys, in order. */
  value?: string[];
  onChange?: (keys: string[]) => void;
  max?: number;
}

/**
 * Several attachments in a form: each file is sent with the shared
 * FileUploader, then listed (its name from batchQueryUrl) with 移除. The
 * value is the list of object keys.
 */
export function AttachmentField({ value = [], onChange, max = 10 }: AttachmentFieldProps) {
  const [round, setRound] = useState(0);
  const files = useApiQuery(fileApi.batchQueryUrl, { query: { objectKeys: value } }, { enabled: value.length > 0 });
  const nameOf = (key: string) => files.data?.files.find((f) => f.objectKey === key)?.fileName ?? key.split('/').pop() ?? key;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value.length > 0 && (
        <List
          size="small"
          bordered
          dataSource={value}
          renderItem={(key) => (
            <List.Item actions={[<Button key="remove" type="link" size="small" danger onClick={() => onChange?.(value.filter((k) => k !== key))}>移除</Button>]}>
              <PaperClipOutlined /> {nameOf(key)}
            </List.Item>
          )}
        />
      )}
      {value.length < max && (
        <FileUploader
          key={round}
          onChange={(key) => {
            if (!key) return;
            onChange?.([...value, key]);
            setRound((r) => r + 1);
          }}
        />
      )}
    </Space>
  );
}

/** Attachments as a detail shows them: links that download, with sizes. */
export function AttachmentLinks({ files }: { files: readonly AttachmentRecord[] }) {
  if (files.length === 0) return <>-</>;
  return (
    <Space direction="vertical" size={2}>
      {files.map((f) => (
        <Typography.Link key={f.objectKey} href={f.url} target="_blank" rel="noopener noreferrer">
          <PaperClipOutlined /> {f.fileName}（{formatFileSize(f.fileSize)}）
        </Typography.Link>
      ))}
    </Space>
  );
}
