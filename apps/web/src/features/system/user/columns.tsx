import { USER_LABELS, WECHAT_BIND_LABELS, type UserRecord } from '@hrbd/contract';
import { Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { actionsColumn, labelColumns, type ListColumn } from '../../../components/list-page';
import { orDash } from '../../../lib/format';

interface UserColumnsOptions {
  roleOptions: ReadonlyArray<{ label: string; value: string }>;
  /** The 状态 cell: a switch for those who may enable/disable, a tag otherwise. */
  renderStatus: (user: UserRecord) => ReactNode;
  renderActions: (user: UserRecord) => ReactNode;
}

/** 用户管理's table and filters, from the contract's labels (the export's headers are the same). */
export function userColumns({ roleOptions, renderStatus, renderActions }: UserColumnsOptions): ListColumn<UserRecord>[] {
  return [
    ...labelColumns<UserRecord, typeof USER_LABELS>(USER_LABELS, {
      userName: { fixed: 'left', filter: { kind: 'text', name: 'userName' } },
      realName: { filter: { kind: 'text', name: 'realName' } },
      phone: { filter: { kind: 'text', name: 'phone' } },
      status: { render: (_: number, user) => renderStatus(user) },
      lastLoginTime: { render: (value: string | null) => orDash(value) },
      roles: {
        filter: { kind: 'select', name: 'roleCode', options: roleOptions },
        render: (roles: UserRecord['roles']) =>
          roles.length === 0 ? (
            '-'
          ) : (
            <Space size={[0, 4]} title={roles.map((r) => r.roleName).join('、')}>
              {roles.map((r) => (
                <Tag key={r.roleCode} color="blue">
                  {r.roleName}
                </Tag>
              ))}
            </Space>
          ),
      },
      email: { render: (email: string) => orDash(email) },
      wxBound: {
        render: (bound: boolean) => <Tag color={bound ? 'green' : 'default'}>{bound ? WECHAT_BIND_LABELS.bound : WECHAT_BIND_LABELS.unbound}</Tag>,
      },
      remark: { render: (text: string) => orDash(text) },
    }),
    actionsColumn(['编辑', '重置密码', '删除'], renderActions),
  ];
}
