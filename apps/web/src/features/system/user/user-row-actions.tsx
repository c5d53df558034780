import { perm, userApi, type UserRecord } from '@hrbd/contract';
import { useCurrentUser } from '../../../lib/current-user';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useApiMutation } from '../../../lib/query';
import { mayManageAccount } from './account-scope';

interface UserRowActionsProps {
  user: UserRecord;
  onEdit: (user: UserRecord) => void;
  onResetPassword: (user: UserRecord) => void;
}

/** 编辑 / 重置密码 / 删除 of one user, each shown only with its button code. */
export function UserRowActions({ user, onEdit, onResetPassword }: UserRowActionsProps) {
  const { can, info } = useCurrentUser();
  const remove = useApiMutation(userApi.remove, { invalidates: [userApi.list] });
  // The server refuses to delete the signed-in account; offering it would only lead to that refusal.
  const isSelf = user.userCode === info.user.userCode;
  if (!mayManageAccount(info, user)) return <span title="只有超级管理员可以管理超级管理员账号">—</span>;
  return (
    <RowActions>
      {can(perm.system.user.edit) && <ActionLink onClick={() => onEdit(user)}>编辑</ActionLink>}
      {can(perm.system.user.resetPwd) && <ActionLink onClick={() => onResetPassword(user)}>重置密码</ActionLink>}
      {can(perm.system.user.remove) && !isSelf && (
        <ConfirmAction
          danger
          title={`确定删除用户“${user.realName}”吗？`}
          onConfirm={() => remove.mutateAsync({ body: { userCodes: [user.userCode] } }).catch(() => undefined)}
        >
          删除
        </ConfirmAction>
      )}
    </RowActions>
  );
}
