import { USER_STATUS, userApi, type UserRecord } from '@hrbd/contract';
import { Popconfirm, Switch } from 'antd';
import { useApiMutation } from '../../../lib/query';

interface UserStatusSwitchProps {
  user: UserRecord;
  /** Off for the signed-in user's own row: one cannot lock oneself out. */
  disabled?: boolean;
}

/** 启用/禁用 as a switch; disabling asks first because it ends the user's sessions at once. */
export function UserStatusSwitch({ user, disabled }: UserStatusSwitchProps) {
  const change = useApiMutation(userApi.enableUser, { invalidates: [userApi.list] });
  const enabled = user.status === USER_STATUS.ENABLED;
  const set = (status: 0 | 1) => change.mutateAsync({ body: { userCode: user.userCode, status } }).catch(() => undefined);
  const control = (
    <Switch
      checked={enabled}
      checkedChildren="启用"
      unCheckedChildren="禁用"
      loading={change.isPending}
      disabled={disabled}
      aria-label={enabled ? `禁用${user.realName}` : `启用${user.realName}`}
      // Enabling needs no confirmation; disabling goes through the Popconfirm below.
      onChange={enabled ? undefined : () => void set(USER_STATUS.ENABLED)}
    />
  );
  if (!enabled || disabled) return control;
  return (
    <Popconfirm
      title={`确定禁用用户“${user.realName}”吗？`}
      description="禁用后该用户将立即下线且无法登录。"
      okText="确定"
      cancelText="取消"
      onConfirm={() => set(USER_STATUS.DISABLED)}
    >
      {control}
    </Popconfirm>
  );
}
