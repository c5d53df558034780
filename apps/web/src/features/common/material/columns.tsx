import { MATERIAL_STATE, MATERIAL_STATE_LABELS, MATERIAL_TYPES, type MaterialRecord, type MaterialState } from '@hrbd/contract';
import { PlayCircleOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { LabelTag, labelOptions } from '../../../components/label-tag';
import type { ListColumn } from '../../../components/list-page';
import { RowActions, ActionLink } from '../../../components/row-actions';
import { formatFileSize, orDash } from '../../../lib/format';

const STATE_COLORS: Record<MaterialState, string> = {
  [MATERIAL_STATE.SUCCESS]: 'success',
  [MATERIAL_STATE.FAIL]: 'error',
  [MATERIAL_STATE.UPLOADING]: 'processing',
};

export function MaterialStateTag({ value }: { value: number }) {
  return <LabelTag value={value as MaterialState} labels={MATERIAL_STATE_LABELS} colors={STATE_COLORS} />;
}

const isReady = (material: MaterialRecord) => material.state === MATERIAL_STATE.SUCCESS && material.url !== '';

/** A small picture of the material: the image itself, or a play mark for a video. */
function Thumbnail({ material, onPreview }: { material: MaterialRecord; onPreview: () => void }) {
  if (!isReady(material)) return <>-</>;
  if (material.materialType === MATERIAL_TYPES.IMAGE) {
    return <Image src={material.url} alt={material.materialName} width={48} height={48} style={{ objectFit: 'cover' }} preview={false} onClick={onPreview} />;
  }
  return <PlayCircleOutlined aria-label="播放视频" style={{ fontSize: 28, color: '#1677ff', cursor: 'pointer' }} onClick={onPreview} />;
}

/** 素材管理's table and filters (素材名称, 分组 with counts, 上传状态); 预览 opens a picture or plays a video. */
export function materialColumns(
  onPreview: (material: MaterialRecord) => void,
  groupOptions: ReadonlyArray<{ label: string; value: string }> = [],
): ListColumn<MaterialRecord>[] {
  return [
    {
      title: '预览',
      key: 'thumbnail',
      width: 80,
      render: (_, material) => <Thumbnail material={material} onPreview={() => onPreview(material)} />,
    },
    {
      title: '素材名称',
      dataIndex: 'materialName',
      width: 220,
      filter: { kind: 'text', name: 'materialName', label: '素材名称' },
    },
    { title: '文件名称', dataIndex: 'fileName', width: 220, ellipsis: true },
    { title: '文件大小', dataIndex: 'fileSize', width: 110, render: (size: number) => formatFileSize(size) },
    {
      title: '分组',
      dataIndex: 'groupName',
      width: 120,
      render: (name: string) => orDash(name),
      filter: { kind: 'select', name: 'groupCode', label: '分组', options: groupOptions, width: 240 },
    },
    {
      title: '上传状态',
      dataIndex: 'state',
      width: 110,
      render: (state: number) => <MaterialStateTag value={state} />,
      filter: {
        kind: 'select',
        name: 'state',
        label: '上传状态',
        options: labelOptions(MATERIAL_STATE_LABELS, [MATERIAL_STATE.UPLOADING, MATERIAL_STATE.SUCCESS, MATERIAL_STATE.FAIL]),
      },
    },
    { title: '上传时间', dataIndex: 'createTime', width: 170 },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, material) => (
        <RowActions>
          <ActionLink disabled={!isReady(material)} onClick={() => onPreview(material)}>
            预览
          </ActionLink>
        </RowActions>
      ),
    },
  ];
}
