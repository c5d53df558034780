import { MATERIAL_LABELS, MATERIAL_STATE, MATERIAL_STATE_LABELS, MATERIAL_TYPES, type MaterialRecord, type MaterialState } from '@hrbd/contract';
import { PlayCircleOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import type { ReactNode } from 'react';
import { LabelTag, labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, type ListColumn } from '../../../components/list-page';
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

/** Every row as tall as one with a picture, so the rows line up (one line a row). */
const THUMB = 32;

/** A small picture of the material: the image itself, or a play mark for a video. */
function Thumbnail({ material, onPreview }: { material: MaterialRecord; onPreview: () => void }) {
  let picture: ReactNode = '-';
  if (isReady(material) && material.materialType === MATERIAL_TYPES.IMAGE) {
    picture = <Image src={material.url} alt={material.materialName} width={THUMB} height={THUMB} style={{ objectFit: 'cover' }} preview={false} onClick={onPreview} />;
  } else if (isReady(material)) {
    picture = <PlayCircleOutlined aria-label="播放视频" style={{ fontSize: 24, color: '#1677ff', cursor: 'pointer' }} onClick={onPreview} />;
  }
  return <span style={{ display: 'inline-flex', alignItems: 'center', height: THUMB }}>{picture}</span>;
}

/** 素材管理's table and filters (素材名称, 分组 with counts, 上传状态) from the contract's labels; 预览 opens a picture or plays a video. */
export function materialColumns(
  onPreview: (material: MaterialRecord) => void,
  groupOptions: ReadonlyArray<{ label: string; value: string }> = [],
): ListColumn<MaterialRecord>[] {
  return [
    ...labelColumns<MaterialRecord, typeof MATERIAL_LABELS>(MATERIAL_LABELS, {
      url: { render: (_: unknown, material) => <Thumbnail material={material} onPreview={() => onPreview(material)} /> },
      materialName: { filter: { kind: 'text', name: 'materialName' } },
      fileSize: { render: (size: number) => formatFileSize(size) },
      groupName: { render: (name: string) => orDash(name), filter: { kind: 'select', name: 'groupCode', options: groupOptions, width: 240 } },
      state: {
        render: (state: number) => <MaterialStateTag value={state} />,
        filter: { kind: 'select', name: 'state', options: labelOptions(MATERIAL_STATE_LABELS, [MATERIAL_STATE.UPLOADING, MATERIAL_STATE.SUCCESS, MATERIAL_STATE.FAIL]) },
      },
    }),
    actionsColumn(['预览'], (material) => (
      <RowActions>
        <ActionLink disabled={!isReady(material)} onClick={() => onPreview(material)}>
          预览
        </ActionLink>
      </RowActions>
    )),
  ];
}
