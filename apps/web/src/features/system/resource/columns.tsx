import { RESOURCE_TYPE_LABELS, RESOURCE_TYPES, type ResourceRecord, type ResourceType } from '@hrbd/contract';
import type { ReactNode } from 'react';
import { LabelTag } from '../../../components/label-tag';
import type { ListColumn } from '../../../components/list-page';
import { orDash } from '../../../lib/format';
import { labelFilter, textFilter } from '../shared/filters';
import { timeColumn } from '../shared/columns';

const TYPE_COLORS: Record<ResourceType, string> = { menu: 'blue', button: 'green' };

export function ResourceTypeTag({ type }: { type: ResourceType }) {
  return <LabelTag value={type} labels={RESOURCE_TYPE_LABELS} colors={TYPE_COLORS} />;
}

/**
 * 资源管理's columns and filters, shared by the tree and the flat list. The
 * tree endpoint filters by name and type only; the list also by 权限标识.
 */
export function resourceColumns(renderActions: (resource: ResourceRecord) => ReactNode): ListColumn<ResourceRecord>[] {
  return [
    { title: '资源名称', dataIndex: 'name', width: 220, fixed: 'left', filter: textFilter('name', '资源名称') },
    {
      title: '类型',
      dataIndex: 'type',
      width: 80,
      render: (type: ResourceType) => <ResourceTypeTag type={type} />,
      filter: labelFilter('type', '资源类型', RESOURCE_TYPE_LABELS, RESOURCE_TYPES),
    },
    { title: '权限标识', dataIndex: 'code', width: 260, filter: textFilter('code', '权限标识') },
    { title: '路由地址', dataIndex: 'path', width: 200, render: (path: string) => orDash(path) },
    { title: '图标', dataIndex: 'icon', width: 130, render: (icon: string) => orDash(icon) },
    { title: '排序', dataIndex: 'sort', width: 70, align: 'right' },
    { title: '隐藏', dataIndex: 'hidden', width: 70, render: (hidden: boolean) => (hidden ? '是' : '否') },
    timeColumn<ResourceRecord>('创建时间', 'createTime'),
    { title: '操作', key: 'actions', fixed: 'right', width: 190, render: (_: unknown, resource) => renderActions(resource) },
  ];
}
