import { ROLE_LABELS, type RoleRecord } from '@hrbd/contract';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { actionsColumn, labelColumns, type ListColumn } from '../../../components/list-page';
import { orDash } from '../../../lib/format';

/** 角色管理's table and filter, from the contract's labels. */
export function roleColumns(renderActions: (role: RoleRecord) => ReactNode): ListColumn<RoleRecord>[] {
  return [
    ...labelColumns<RoleRecord, typeof ROLE_LABELS>(ROLE_LABELS, {
      roleName: { filter: { kind: 'text', name: 'roleName' } },
      builtIn: { render: (builtIn: boolean) => (builtIn ? <Tag color="gold">内置</Tag> : <Tag>自定义</Tag>) },
      remark: { render: (remark: string) => orDash(remark) },
    }),
    actionsColumn(['编辑', '分配权限', '删除'], renderActions),
  ];
}
