import { perm, roleApi, type RoleRecord } from '@hrbd/contract';
import { useCurrentUser } from '../../../lib/current-user';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useApiMutation } from '../../../lib/query';

interface RoleRowActionsProps {
  role: RoleRecord;
  onEdit: (role: RoleRecord) => void;
  onGrant: (role: RoleRecord) => void;
}

/** 编辑 / 分配权限 / 删除 of one role. The server refuses to delete a role users still hold and says so. */
export function RoleRowActions({ role, onEdit, onGrant }: RoleRowActionsProps) {
  const { can } = useCurrentUser();
  const remove = useApiMutation(roleApi.remove, { invalidates: [roleApi.list] });
  return (
    <RowActions>
      {can(perm.system.role.edit) && <ActionLink onClick={() => onEdit(role)}>编辑</ActionLink>}
      {can(perm.system.role.grant) && <ActionLink onClick={() => onGrant(role)}>分配权限</ActionLink>}
      {can(perm.system.role.remove) && !role.builtIn && (
        <ConfirmAction
          danger
          title={`确定删除角色“${role.roleName}”吗？`}
          onConfirm={() => remove.mutateAsync({ body: { roleCode: role.roleCode } }).catch(() => undefined)}
        >
          删除
        </ConfirmAction>
      )}
    </RowActions>
  );
}
