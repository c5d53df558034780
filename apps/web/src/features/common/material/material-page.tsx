import { PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { MATERIAL_TYPE_LABELS, MATERIAL_TYPES, materialApi, perm, type MaterialRecord } from '@hrbd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { ImageUploader } from '../../../components/image-uploader';
import { ListPage, type StatusTabs } from '../../../components/list-page';
import { VideoUploader } from '../../../components/video-uploader';
import { materialColumns } from './columns';
import { MaterialPreview } from './material-preview';
import { useMaterialImageUpload } from './use-material-image-upload';
const TYPE_TABS: StatusTabs = {
  field: 'materialType',
  items: [
    { value: MATERIAL_TYPES.IMAGE, label: MATERIAL_TYPE_LABELS[MATERIAL_TYPES.IMAGE] },
    { value: MATERIAL_TYPES.VIDEO, label: MATERIAL_TYPE_LABELS[MATERIAL_TYPES.VIDEO] },
  ],
};

/**
 * 素材管理: the training system's pictures and videos. Pictures are uploaded
 * as they are chosen; videos go in parts with pause and resume. The upload
 * drawers stay mounted when closed, so uploads carry on while the list is
 * looked at, and the list reloads whenever a material changes.
 * A 分组 filter waits for the group list (the train domain's getGroupList):
 * queryPageMaterial already filters by groupCode, but nothing lists the groups to choose from yet.
 */
export default function MaterialPage() {
  const { can } = useCurrentUser();
  const queryClient = useQueryClient();
  const [drawer, setDrawer] = useState<'image' | 'video' | null>(null);
  const [imageKeys, setImageKeys] = useState<string[]>([]);
  const [previewing, setPreviewing] = useState<MaterialRecord | null>(null);
  const uploadImage = useMaterialImageUpload();
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: [materialApi.queryPageMaterial.key] }), [queryClient]);
  const columns = useMemo(() => materialColumns(setPreviewing), []);
  const canAdd = can(perm.train.course.material.add);

  return (
    <>
      <ListPage
        endpoint={materialApi.queryPageMaterial}
        columns={columns}
        rowKey="materialCode"
        tabs={TYPE_TABS}
        toolbar={
          canAdd && (
            <>
              <Button type="primary" icon={<PictureOutlined />} onClick={() => setDrawer('image')}>
                上传图片
              </Button>
              <Button type="primary" icon={<VideoCameraOutlined />} onClick={() => setDrawer('video')}>
                上传视频
              </Button>
            </>
          )
        }
      />
      {canAdd && (
        <>
          <Drawer title="上传图片" size={560} open={drawer === 'image'} onClose={() => setDrawer(null)} afterOpenChange={(open) => !open && setImageKeys([])}>
            <ImageUploader multiple value={imageKeys} onChange={setImageKeys} upload={uploadImage} />
          </Drawer>
          <Drawer title="上传视频" size={900} open={drawer === 'video'} onClose={() => setDrawer(null)}>
            <VideoUploader onMaterialChange={reload} />
          </Drawer>
        </>
      )}
      <MaterialPreview material={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
