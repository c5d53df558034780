import { MATERIAL_TYPES, materialApi, type MaterialRecord } from '@hrbd/contract';
import { Alert, Image, Modal, Spin } from 'antd';
import { VideoPlayer } from '../../../components/video-player';
import { useApiQuery } from '../../../lib/query';

const loading = <Spin style={{ display: 'block', margin: '48px auto' }} />;

/** A video's signed URL is asked for when it is played: the list's URLs may have expired while the page stayed open. */
function MaterialVideo({ materialCode }: { materialCode: string }) {
  const signed = useApiQuery(materialApi.queryMaterialUrl, { query: { materialCode } });
  if (signed.error) return <Alert type="error" showIcon message={signed.error.message} />;
  if (!signed.data) return loading;
  // video.js loads with the player, when a video is first previewed.
  return <VideoPlayer src={signed.data.url} autoplay />;
}

/** 预览: a picture in antd's image preview, a video in the player inside a dialog (disposed when it closes). */
export function MaterialPreview({ material, onClose }: { material: MaterialRecord | null; onClose: () => void }) {
  if (material?.materialType === MATERIAL_TYPES.IMAGE) {
    return (
      <Image
        style={{ display: 'none' }}
        src={material.url}
        alt={material.materialName}
        preview={{ open: true, src: material.url, onOpenChange: (open) => !open && onClose() }}
      />
    );
  }
  return (
    <Modal title={material?.materialName} open={material !== null} onCancel={onClose} footer={null} width={800} destroyOnHidden>
      {material && <MaterialVideo materialCode={material.materialCode} />}
    </Modal>
  );
}
