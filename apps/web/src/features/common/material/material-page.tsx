import { FolderAddOutlined, PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { courseApi, MATERIAL_TYPE_LABELS, MATERIAL_TYPES, materialApi, perm, type MaterialRecord } from '@hrbd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { ImageUploader } from '../../../components/image-uploader';
import { ListPage, type StatusTabs } from '../../../components/list-page';
import { VideoUploader } from '../../../components/video-uploader';
import { materialColumns } from './columns';
import { GroupPicker, GROUPS_LOAD_FAILED, groupFilterOptions, NewGroupDialog, useMaterialGroups } from './material-groups';
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
 * Groups (getGroupList, with their counts) feed the 分组 filter and the
 * drawers' 上传到分组; 新建分组 adds one. A failed group list says
 * 获取分组失败 with the reason, and the materials still list.
 */
export default function MaterialPage() {
  const { can } = useCurrentUser();
  const queryClient = useQueryClient();
  const [drawer, setDrawer] = useState<'image' | 'video' | null>(null);
  const [imageKeys, setImageKeys] = useState<string[]>([]);
  const [previewing, setPreviewing] = useState<MaterialRecord | null>(null);
  const [newGroup, setNewGroup] = useState(false);
  const [uploadGroup, setUploadGroup] = useState<{ image?: string; video?: string }>({});
  const groups = useMaterialGroups();
  const groupList = useMemo(() => groups.data ?? [], [groups.data]);
  const uploadImage = useMaterialImageUpload(uploadGroup.image);
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [materialApi.queryPageMaterial.key] });
    void queryClient.invalidateQueries({ queryKey: [courseApi.getGroupList.key] });
  }, [queryClient]);
  const columns = useMemo(() => materialColumns(setPreviewing, groupFilterOptions(groupList)), [groupList]);
  const canAdd = can(perm.train.course.material.add);

  return (
    <>
      {groups.error && (
        <Alert style={{ marginBottom: 12 }} type="error" showIcon title={`${GROUPS_LOAD_FAILED}：${groups.error.message}`} action={<Button size="small" onClick={() => void groups.refetch()}>重试</Button>} />
      )}
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
              <Button icon={<FolderAddOutlined />} onClick={() => setNewGroup(true)}>
                新建分组
              </Button>
            </>
          )
        }
      />
      {canAdd && (
        <>
          <Drawer title="上传图片" size={560} open={drawer === 'image'} onClose={() => setDrawer(null)} afterOpenChange={(open) => !open && setImageKeys([])}>
            <GroupPicker groups={groupList} materialType={MATERIAL_TYPES.IMAGE} value={uploadGroup.image} onChange={(image) => setUploadGroup((g) => ({ ...g, image }))} />
            <ImageUploader multiple value={imageKeys} onChange={setImageKeys} upload={uploadImage} />
          </Drawer>
          <Drawer title="上传视频" size={900} open={drawer === 'video'} onClose={() => setDrawer(null)}>
            <GroupPicker groups={groupList} materialType={MATERIAL_TYPES.VIDEO} value={uploadGroup.video} onChange={(video) => setUploadGroup((g) => ({ ...g, video }))} />
            <VideoUploader groupCode={uploadGroup.video} onMaterialChange={reload} />
          </Drawer>
          <NewGroupDialog open={newGroup} onClose={() => setNewGroup(false)} groupType={MATERIAL_TYPES.IMAGE} />
        </>
      )}
      <MaterialPreview material={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
