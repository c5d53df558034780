import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ImageUploader, uploadToFileManage, type ImageUpload } from '../image-uploader';

export interface InsertedImage {
  src: string;
  alt: string;
  objectKey: string;
}

/**
 * 上传图片 (spec §2: the rich-text editor's image-upload dialog): the shared
 * image uploader (png/jpg/jpeg up to 10 MB, fileManage/uploadFile) and an
 * optional description; 确定 inserts the picture.
 */
export function ImageDialog({ open, onInsert, onClose, upload = uploadToFileManage }: { open: boolean; onInsert: (image: InsertedImage) => void; onClose: () => void; upload?: ImageUpload }) {
  const [objectKey, setObjectKey] = useState<string | undefined>();
  const [urls, setUrls] = useState<Record<string, string>>({});
  const [alt, setAlt] = useState('');
  const src = objectKey ? urls[objectKey] : undefined;

  // The uploader keeps the object key; the URL to show it comes back with the upload.
  const uploadKeepingUrl: ImageUpload = async (file, onProgress) => {
    const image = await upload(file, onProgress);
    setUrls((known) => ({ ...known, [image.objectKey]: image.url }));
    return image;
  };

  const close = () => {
    setObjectKey(undefined);
    setAlt('');
    onClose();
  };

  return (
    <Modal
      title="上传图片"
      open={open}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ disabled: !src }}
      onOk={() => {
        if (!objectKey || !src) return;
        onInsert({ src, alt: alt.trim(), objectKey });
        close();
      }}
      onCancel={close}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label="图片">
          <ImageUploader value={objectKey} onChange={setObjectKey} upload={uploadKeepingUrl} />
        </Form.Item>
        <Form.Item label="图片描述">
          <Input value={alt} maxLength={100} placeholder="请输入图片描述" onChange={(e) => setAlt(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
