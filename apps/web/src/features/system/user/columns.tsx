import { WECHAT_BIND_LABELS, type UserRecord } from '@hrbd/contract';
import { Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { ListColumn } from '../../../components/list-page';
import { orDash } from '../../../lib/format';
import { timeColumn } from '../shared/columns';

interface UserColumnsOptions {
  roleOptions: ReadonlyArray<{ label: string; value: string }>;
  /** The 状态 cell: a switch for those who may enable/disable, a tag otherwise. */
  renderStatus: (user: UserRecord) => ReactNode;
  renderActions: (user: UserRecord) => ReactNode;
}

/** 用户管理's table and filters, from one definition. */
export function userColumns({ roleOptions, renderStatus, renderActions }: UserColumnsOptions): ListColumn<UserRecord>[] {
  return [
    { title: '用户名', dataIndex: 'userName', width: 140, fixed: 'left', filter: { kind: 'text', name: 'userName', label: '用户名' } },
    { title: '姓名', dataIndex: 'realName', width: 110, filter: { kind: 'text', name: 'realName', label: '姓名' } },
    { title: '手机号', dataIndex: 'phone', width: 130, filter: { kind: 'text', name: 'phone', label: '手机号' } },
    { title: '邮箱', dataIndex: 'email', width: 180, render: (email: string) => orDash(email) },
    {
      title: '角色',
      dataIndex: 'roles',
      width: 200,
      filter: { kind: 'select', name: 'roleCode', label: '角色', options: roleOptions },
      render: (roles: UserRecord['roles']) =>
        roles.length === 0 ? (
          '-'
        ) : (
          <Space size={[0, 4]} wrap>
            {roles.map((r) => (
              <Tag key={r.roleCode} color="blue">
                {r.roleName}
              </Tag>
            ))}
          </Space>
        ),
    },
    { title: '数据权限', dataIndex: 'dataScopeName', width: 180 },
    { title: '状态', dataIndex: 'status', width: 100, render: (_: number, user) => renderStatus(user) },
    {
      title: '微信',
      dataIndex: 'wxBound',
      width: 90,
      render: (bound: boolean) => <Tag color={bound ? 'green' : 'default'}>{bound ? WECHAT_BIND_LABELS.bound : WECHAT_BIND_LABELS.unbound}</Tag>,
    },
    timeColumn<UserRecord>('最后登录时间', 'lastLoginTime'),
    timeColumn<UserRecord>('创建时间', 'createTime'),
    { title: '操作', key: 'actions', fixed: 'right', width: 200, render: (_: unknown, user) => renderActions(user) },
  ];
}
