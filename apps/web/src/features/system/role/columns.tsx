import type { RoleRecord } from '@hrbd/contract';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { ListColumn } from '../../../components/list-page';
import { orDash } from '../../../lib/format';
import { timeColumn } from '../shared/columns';

/** 角色管理's table and filter, from one definition. */
export function roleColumns(renderActions: (role: RoleRecord) => ReactNode): ListColumn<RoleRecord>[] {
  return [
    { title: '角色名称', dataIndex: 'roleName', width: 160, filter: { kind: 'text', name: 'roleName', label: '角色名称' } },
    {
      title: '类型',
      dataIndex: 'builtIn',
      width: 90,
      render: (builtIn: boolean) => (builtIn ? <Tag color="gold">内置</Tag> : <Tag>自定义</Tag>),
    },
    { title: '用户数', dataIndex: 'userCount', width: 90, align: 'right' },
    { title: '权限数', dataIndex: 'resourceCount', width: 90, align: 'right' },
    { title: '备注', dataIndex: 'remark', width: 240, render: (remark: string) => orDash(remark) },
    timeColumn<RoleRecord>('创建时间', 'createTime'),
    { title: '操作', key: 'actions', fixed: 'right', width: 200, render: (_: unknown, role) => renderActions(role) },
  ];
}
