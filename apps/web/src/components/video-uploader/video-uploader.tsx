import { UploadOutlined } from '@ant-design/icons';
import { UPLOAD_MESSAGES, UPLOAD_STATUS_TEXTS, VIDEO_FORMATS, VIDEO_MAX_BYTES, MB, VIDEO_UPLOAD } from '@hrbd/contract';
import { Alert, App, Button, Progress, Space, Table, Typography, Upload, type TableColumnType } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { defaultOptions as tusDefaults } from 'tus-js-client';
import { formatFileSize } from '../../lib/format';
import { acceptOf, checkUploadFile } from '../../lib/upload-rules';
import { ACTIVE_STATUSES, VideoUploadTask, type TaskOptions, type TaskSnapshot, type TaskStatus } from './video-upload-task';

export interface VideoUploaderProps {
  cmpyCode?: string;
  /** 素材分组 the videos are filed under. */
  groupCode?: string;
  /** A material was registered, finished or given up: refresh what lists it. */
  onMaterialChange?: () => void;
  /** Test seams for the spec's 60 s stall timeout and 2 s retry interval. */
  timeoutMs?: number;
  retryDelaysMs?: number[];
}

/** The spec's upload status texts (§8), plus the md5 step before the upload starts. */
const STATUS_TEXT: Record<TaskStatus, string> = {
  waiting: UPLOAD_STATUS_TEXTS.addedWaiting,
  hashing: '正在计算MD5',
  uploading: UPLOAD_STATUS_TEXTS.uploading,
  timeout: UPLOAD_STATUS_TEXTS.timeout,
  paused: UPLOAD_STATUS_TEXTS.paused,
  success: UPLOAD_STATUS_TEXTS.succeeded,
  exists: UPLOAD_STATUS_TEXTS.exists,
  failed: UPLOAD_STATUS_TEXTS.failed,
};

const STATUS_TONE: Partial<Record<TaskStatus, 'success' | 'warning' | 'danger' | 'secondary'>> = {
  waiting: 'secondary',
  timeout: 'warning',
  paused: 'warning',
  success: 'success',
  exists: 'success',
  failed: 'danger',
};

/** Where tus keeps upload URLs of this uploader (its fingerprints start so). */
const STORAGE_PREFIX = 'tus::hrbd-material-';

/** File names of uploads a previous visit left unfinished, from tus's URL storage. */
function useUnfinishedUploads(): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    tusDefaults.urlStorage
      .findAllUploads()
      .then((uploads) => {
        if (!live) return;
        const mine = uploads.filter((u) => u.urlStorageKey.startsWith(STORAGE_PREFIX) && u.metadata.filename);
        setNames([...new Set(mine.map((u) => u.metadata.filename))]);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return names;
}

let nextId = 0;

/**
 * 上传视频: several videos at once, each with its own row, status text and
 * progress. A chosen file is checked (format, ≤ 100 MB) and waits; 开始上传
 * sends the waiting ones, VIDEO_UPLOAD.parallel at a time. Each is hashed
 * (md5, for 秒传), registered with uploadMaterial and sent over tus in
 * 1 MiB parts; rows can be paused, resumed and cancelled. An upload stopped by
 * a reload resumes when the same file is chosen again.
 */
export function VideoUploader({ cmpyCode, groupCode, onMaterialChange, timeoutMs, retryDelaysMs }: VideoUploaderProps) {
  const { message, modal } = App.useApp();
  const tasks = useRef<VideoUploadTask[]>([]);
  const queued = useRef(new Set<string>());
  const [rows, setRows] = useState<TaskSnapshot[]>([]);
  const unfinished = useUnfinishedUploads();

  const render = useCallback(() => setRows(tasks.current.map((task) => task.state)), []);

  /** Starts queued tasks while fewer than VIDEO_UPLOAD.parallel are working. */
  const pump = useCallback(() => {
    // Counted afresh for each start: a start reports its new status at once, which re-enters pump.
    const active = () => tasks.current.filter((task) => ACTIVE_STATUSES.includes(task.state.status)).length;
    for (const task of tasks.current) {
      if (active() >= VIDEO_UPLOAD.parallel) break;
      if (!queued.current.has(task.id)) continue;
      queued.current.delete(task.id);
      void task.start();
    }
  }, []);

  // Tasks outlive renders: they read the uploader's current props through this.
  const latest = useRef<Omit<TaskOptions, 'onChange'>>({});
  useEffect(() => {
    latest.current = { cmpyCode, groupCode, timeoutMs, retryDelaysMs, onMaterialChange };
  });

  const add = (file: File) => {
    const problem = checkUploadFile(file, 'video');
    if (problem) {
      void message.error(problem);
      return;
    }
    const task = new VideoUploadTask(`video-${++nextId}`, file, {
      ...latest.current,
      onChange: () => {
        render();
        pump();
      },
      onMaterialChange: (code) => latest.current.onMaterialChange?.(code),
    });
    tasks.current = [...tasks.current, task];
    render();
  };

  const startAll = () => {
    const waiting = tasks.current.filter((task) => task.state.status === 'waiting' && !queued.current.has(task.id));
    if (waiting.length === 0) {
      void message.error(UPLOAD_MESSAGES.noFile);
      return;
    }
    waiting.forEach((task) => queued.current.add(task.id));
    pump();
  };

  const remove = (task: VideoUploadTask) => {
    queued.current.delete(task.id);
    tasks.current = tasks.current.filter((t) => t !== task);
    render();
    pump();
  };

  const confirmCancel = (task: VideoUploadTask) =>
    modal.confirm({
      title: '取消上传',
      content: `确定取消上传“${task.file.name}”吗？已上传的部分将被删除。`,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: async () => {
        await task.cancel();
        remove(task);
      },
    });

  // Leaving the page stops the uploads where they are (the server keeps them for a later resume).
  useEffect(
    () => () => {
      tasks.current.forEach((task) => task.pause());
    },
    [],
  );

  const taskOf = (row: TaskSnapshot) => tasks.current.find((task) => task.id === row.id);

  const columns: TableColumnType<TaskSnapshot>[] = [
    { title: '文件名称', dataIndex: 'fileName', ellipsis: true },
    { title: '文件大小', dataIndex: 'fileSize', width: 100, render: (size: number) => formatFileSize(size) },
    {
      title: '状态',
      dataIndex: 'status',
      width: 180,
      render: (status: TaskStatus, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text type={STATUS_TONE[status]} className="video-upload__status">
            {STATUS_TEXT[status]}
          </Typography.Text>
          {status === 'failed' && row.error && row.error !== UPLOAD_STATUS_TEXTS.failed && (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {row.error}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: '进度',
      key: 'progress',
      width: 220,
      render: (_, row) =>
        row.status === 'hashing' ? (
          <Progress percent={row.hashPercent} size="small" status="active" format={(p) => `MD5 ${p ?? 0}%`} aria-label="MD5计算进度" />
        ) : (
          <Progress
            percent={row.percent}
            size="small"
            status={row.status === 'failed' ? 'exception' : row.status === 'uploading' ? 'active' : 'normal'}
            aria-label="上传进度"
          />
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, row) => {
        const task = taskOf(row);
        if (!task) return null;
        return (
          <Space size={0}>
            {(row.status === 'uploading' || row.status === 'timeout') && (
              <Button type="link" size="small" onClick={() => task.pause()}>
                暂停
              </Button>
            )}
            {row.status === 'paused' && (
              <Button type="link" size="small" onClick={() => task.resume()}>
                继续
              </Button>
            )}
            {row.status === 'failed' && (
              <Button type="link" size="small" onClick={() => void task.start()}>
                重试
              </Button>
            )}
            {row.status === 'success' || row.status === 'exists' ? (
              <Button type="link" size="small" onClick={() => remove(task)}>
                移除
              </Button>
            ) : (
              <Button type="link" size="small" danger onClick={() => confirmCancel(task)}>
                取消
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <div className="video-uploader">
      <Space wrap style={{ marginBottom: 12 }}>
        <Upload
          multiple
          accept={acceptOf('video')}
          showUploadList={false}
          beforeUpload={(file) => {
            add(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />}>选择视频</Button>
        </Upload>
        <Button type="primary" onClick={startAll}>
          开始上传
        </Button>
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        支持格式：{VIDEO_FORMATS.join('、')}；单个文件不超过{VIDEO_MAX_BYTES / MB}M；可同时选择多个文件
      </Typography.Paragraph>
      {unfinished.length > 0 && rows.length === 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={`上次有未完成的上传：${unfinished.join('、')}`}
          description="重新选择这些文件即可从中断处继续上传。"
        />
      )}
      <Table<TaskSnapshot>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: '暂无数据' }}
      />
    </div>
  );
}
