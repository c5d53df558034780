import { perm, USER_STATUS, userApi, type UserRecord } from '@hrbd/contract';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { ListPage, type StatusTabs } from '../../../components/list-page';
import { useApiMutation } from '../../../lib/query';
import { useRoleOptions } from '../role/use-role-options';
import { timeRangeFilter } from '../shared/filters';
import { UserStatusTag } from '../shared/tags';
import { mayManageAccount } from './account-scope';
import { userColumns } from './columns';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UserForm } from './user-form';
import { UserRowActions } from './user-row-actions';
import { UserStatusSwitch } from './user-status-switch';
const STATUS_TABS: StatusTabs = {
  field: 'status',
  items: [
    { value: undefined, label: '全部' },
    { value: USER_STATUS.ENABLED, label: '已启用' },
    { value: USER_STATUS.DISABLED, label: '已禁用' },
  ],
};
const EXTRA_FILTERS = [timeRangeFilter('创建时间')];

/** 用户管理: accounts of the console, their roles and status. */
export default function UserPage() {
  const { can, info } = useCurrentUser();
  const { modal } = App.useApp();
  // `undefined` = dialog closed, `null` = 新增, a record = 编辑.
  const [editing, setEditing] = useState<UserRecord | null | undefined>(undefined);
  const [resetting, setResetting] = useState<UserRecord | null>(null);
  const roleOptions = useRoleOptions(can(perm.system.role.list));
  const remove = useApiMutation(userApi.remove, { invalidates: [userApi.list] });
  const selfCode = info.user.userCode;

  // Stable between renders: the list page rebuilds its filter form when the columns change.
  const columns = useMemo(
    () =>
      userColumns({
        roleOptions,
        renderStatus: (user) =>
          can(perm.system.user.enable) ? (
            <UserStatusSwitch user={user} disabled={user.userCode === selfCode || !mayManageAccount(info, user)} />
          ) : (
            <UserStatusTag value={user.status} />
          ),
        renderActions: (user) => <UserRowActions user={user} onEdit={setEditing} onResetPassword={setResetting} />,
      }),
    [roleOptions, can, selfCode, info],
  );

  const confirmBatchRemove = (keys: Key[], clear: () => void) =>
    modal.confirm({
      title: '批量删除',
      content: `确定删除选中的 ${keys.length} 个用户吗？`,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync({ body: { userCodes: keys.map(String) } })
          .then(clear)
          .catch(() => undefined),
    });

  return (
    <>
      <ListPage
        endpoint={userApi.list}
        columns={columns}
        rowKey="userCode"
        tabs={STATUS_TABS}
        extraFilters={EXTRA_FILTERS}
        toolbar={
          can(perm.system.user.add) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
        batchActions={
          can(perm.system.user.remove)
            ? (keys, clear) => (
                <Button danger disabled={keys.length === 0} onClick={() => confirmBatchRemove(keys, clear)}>
                  批量删除
                </Button>
              )
            : undefined
        }
      />
      <UserForm open={editing !== undefined} user={editing ?? null} onClose={() => setEditing(undefined)} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
