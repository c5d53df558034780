import { PlusOutlined } from '@ant-design/icons';
import { fileApi, IMAGE_FORMATS, IMAGE_MAX_BYTES, MB } from '@hrbd/contract';
import { App, Image, Upload, type UploadFile } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { dataOrThrow, postForm } from '../../lib/form-request';
import { useApiQuery } from '../../lib/query';
import { acceptOf, checkUploadFile } from '../../lib/upload-rules';

/** A stored picture: its object key (what forms keep) and a signed URL to show it. */
export interface UploadedImage {
  objectKey: string;
  url: string;
  /** A notice to show once it is in, e.g. 文件已存在，上传成功 for a picture the server already had. */
  notice?: string;
}

/** Sends one checked picture; `onProgress` takes 0–100. Rejects with the server's message. */
export type ImageUpload = (file: File, onProgress: (percent: number) => void) => Promise<UploadedImage>;

/** The default: fileManage/uploadFile with the picture in `multipartFile`. */
export const uploadToFileManage: ImageUpload = async (file, onProgress) => {
  const envelope = await postForm(fileApi.uploadFile, {}, file, {
    onProgress: (loaded, total) => onProgress(Math.floor((loaded / total) * 100)),
  });
  const record = dataOrThrow(envelope);
  return { objectKey: record.objectKey, url: record.url };
};

type SingleValue = { multiple?: false; value?: string; onChange?: (objectKey: string | undefined) => void };
type ManyValues = { multiple: true; value?: string[]; onChange?: (objectKeys: string[]) => void; maxCount?: number };

export type ImageUploaderProps = (SingleValue | ManyValues) & {
  /** How a picture is sent; fileManage/uploadFile unless given (materials register through uploadMaterial). */
  upload?: ImageUpload;
  disabled?: boolean;
};

interface Pending {
  uid: string;
  name: string;
  percent: number;
}

let nextUid = 0;

/** Signed URLs for keys the uploader did not upload itself (a form's saved value), from batchQueryUrl. */
function useSignedUrls(keys: readonly string[], known: Record<string, string>): Record<string, string> {
  const missing = useMemo(() => keys.filter((key) => !known[key]), [keys, known]);
  const query = useApiQuery(fileApi.batchQueryUrl, { query: { objectKeys: missing } }, { enabled: missing.length > 0 });
  return useMemo(() => {
    const urls = { ...known };
    for (const file of query.data?.files ?? []) urls[file.objectKey] ??= file.url;
    return urls;
  }, [known, query.data]);
}

/**
 * 上传图片 (spec §5): png, jpg or jpeg up to 10 MB, checked before anything
 * is sent with the contract's messages; the server's message when it refuses
 * one. The value is the object key (or keys, `multiple`), shown through signed
 * URLs; a picture can be previewed and removed.
 */
export function ImageUploader(props: ImageUploaderProps) {
  const { upload = uploadToFileManage, disabled } = props;
  const { message } = App.useApp();
  const keys = useMemo(() => (props.multiple ? (props.value ?? []) : props.value ? [props.value] : []), [props.multiple, props.value]);
  const maxCount = props.multiple ? (props.maxCount ?? Infinity) : 1;
  const [uploadedUrls, setUploadedUrls] = useState<Record<string, string>>({});
  const urls = useSignedUrls(keys, uploadedUrls);
  const [pending, setPending] = useState<Pending[]>([]);
  const [preview, setPreview] = useState<string | null>(null);

  // Read when an upload ends, not when it began: several may finish in any order, each adding to the value.
  const latest = useRef({ keys, props });
  useEffect(() => {
    latest.current = { keys, props };
  });
  const emit = (next: string[]) => {
    const current = latest.current.props;
    latest.current = { ...latest.current, keys: next };
    if (current.multiple) current.onChange?.(next);
    else current.onChange?.(next[0]);
  };

  const send = async (file: File) => {
    const uid = `pending-${++nextUid}`;
    setPending((list) => [...list, { uid, name: file.name, percent: 0 }]);
    try {
      const image = await upload(file, (percent) => setPending((list) => list.map((p) => (p.uid === uid ? { ...p, percent } : p))));
      setUploadedUrls((known) => ({ ...known, [image.objectKey]: image.url }));
      const before = latest.current.keys.filter((key) => key !== image.objectKey);
      emit(latest.current.props.multiple ? [...before, image.objectKey] : [image.objectKey]);
      if (image.notice) void message.success(image.notice);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '上传失败');
    } finally {
      setPending((list) => list.filter((p) => p.uid !== uid));
    }
  };

  const fileList: UploadFile[] = [
    ...keys.map((key): UploadFile => ({ uid: key, name: key.split('/').pop() ?? key, status: 'done', url: urls[key], thumbUrl: urls[key] })),
    ...pending.map((p): UploadFile => ({ uid: p.uid, name: p.name, status: 'uploading', percent: p.percent })),
  ];
  const full = fileList.length >= maxCount;

  return (
    <>
      <Upload
        listType="picture-card"
        accept={acceptOf('image')}
        multiple={props.multiple}
        disabled={disabled}
        fileList={fileList}
        beforeUpload={(file) => {
          const problem = checkUploadFile(file, 'image');
          if (problem) void message.error(problem);
          else void send(file);
          // The uploader sends files itself and keeps its own list: antd's request and list stay unused.
          return Upload.LIST_IGNORE;
        }}
        onPreview={(file) => setPreview(file.url ?? null)}
        onRemove={(file) => {
          emit(keys.filter((key) => key !== file.uid));
          return false;
        }}
      >
        {!full && !disabled && (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>上传图片</div>
          </button>
        )}
      </Upload>
      <div className="image-uploader__hint" style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>
        支持{IMAGE_FORMATS.join('、')}格式，不超过{IMAGE_MAX_BYTES / MB}M
      </div>
      {preview && (
        <Image
          style={{ display: 'none' }}
          src={preview}
          alt="预览图片"
          preview={{ open: true, src: preview, onOpenChange: (open) => !open && setPreview(null) }}
        />
      )}
    </>
  );
}
