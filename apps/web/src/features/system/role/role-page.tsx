import { perm, roleApi, type RoleRecord } from '@hrbd/contract';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { ListPage } from '../../../components/list-page';
import { roleColumns } from './columns';
import { GrantDrawer } from './grant-drawer';
import { RoleForm } from './role-form';
import { RoleRowActions } from './role-row-actions';

/** 角色管理: roles, what they may do (分配权限), and who holds them. */
export default function RolePage() {
  const { can } = useCurrentUser();
  // `undefined` = dialog closed, `null` = 新增, a record = 编辑.
  const [editing, setEditing] = useState<RoleRecord | null | undefined>(undefined);
  const [granting, setGranting] = useState<RoleRecord | null>(null);
  // Stable between renders: the list page rebuilds its filter form when the columns change.
  const columns = useMemo(() => roleColumns((role) => <RoleRowActions role={role} onEdit={setEditing} onGrant={setGranting} />), []);

  return (
    <>
      <ListPage
        endpoint={roleApi.list}
        columns={columns}
        rowKey="roleCode"
        toolbar={
          can(perm.system.role.add) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
      />
      <RoleForm open={editing !== undefined} role={editing ?? null} onClose={() => setEditing(undefined)} />
      <GrantDrawer role={granting} onClose={() => setGranting(null)} />
    </>
  );
}
