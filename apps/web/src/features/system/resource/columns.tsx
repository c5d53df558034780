import { RESOURCE_LABELS, RESOURCE_TYPE_LABELS, RESOURCE_TYPES, type ResourceRecord, type ResourceType } from '@hrbd/contract';
import type { ReactNode } from 'react';
import { LabelTag, labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, type ListColumn } from '../../../components/list-page';
import { orDash } from '../../../lib/format';

const TYPE_COLORS: Record<ResourceType, string> = { menu: 'blue', button: 'green' };

export function ResourceTypeTag({ type }: { type: ResourceType }) {
  return <LabelTag value={type} labels={RESOURCE_TYPE_LABELS} colors={TYPE_COLORS} />;
}

/** 是否隐藏 as the list and the detail say it. */
export const hiddenText = (hidden: boolean) => (hidden ? '是' : '否');

/** 上级资源ID as the list and the detail say it: a top-level resource has none. */
export const parentText = (parentId: number) => (parentId === 0 ? '顶级资源' : String(parentId));

/**
 * 资源管理's columns and filters from the contract's labels, shared by the
 * tree and the flat list. The tree endpoint filters by name and type only;
 * the list also by 权限标识.
 */
export function resourceColumns(renderActions: (resource: ResourceRecord) => ReactNode): ListColumn<ResourceRecord>[] {
  const L = RESOURCE_LABELS;
  return [
    ...labelColumns<ResourceRecord, typeof L>(L, {
      name: { fixed: 'left', filter: { kind: 'text', name: 'name' } },
      type: {
        render: (type: ResourceType) => <ResourceTypeTag type={type} />,
        filter: { kind: 'select', name: 'type', options: labelOptions(RESOURCE_TYPE_LABELS, RESOURCE_TYPES) },
      },
      code: { filter: { kind: 'text', name: 'code' } },
      path: { render: (path: string) => orDash(path) },
      hidden: { render: hiddenText },
      icon: { render: (icon: string) => orDash(icon) },
      parentId: { render: parentText },
      remark: { render: (remark: string) => orDash(remark) },
    }),
    actionsColumn(['新增下级', '编辑', '删除'], renderActions),
  ];
}
