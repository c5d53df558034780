import { userApi, type UserRecord } from '@hrbd/contract';
import { Alert, App } from 'antd';
import { ModalForm } from '../../../components/modal-form';
import { useApiMutation } from '../../../lib/query';
import { PasswordFields } from '../shared/password-fields';

interface ResetPasswordDialogProps {
  user: UserRecord | null;
  onClose: () => void;
}

/** 重置密码: a new password for someone else, asked once more before it is sent (it signs them out). */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const { modal } = App.useApp();
  const reset = useApiMutation(userApi.resetPassword);

  const submit = async ({ newPassword }: { newPassword: string }) => {
    if (!user) return;
    const confirmed = await modal.confirm({
      title: '重置密码',
      content: `确定重置用户“${user.realName}”的密码吗？其已登录的设备将全部下线。`,
      okText: '确定',
      cancelText: '取消',
    });
    // Declining keeps the dialog open with the typed password.
    if (!confirmed) throw new Error('cancelled');
    await reset.mutateAsync({ body: { userCode: user.userCode, newPassword } });
  };

  return (
    <ModalForm<{ newPassword: string }>
      title={user ? `重置密码：${user.realName}（${user.userName}）` : '重置密码'}
      open={user !== null}
      onClose={onClose}
      onSubmit={submit}
    >
      <Alert type="warning" showIcon title="重置后该用户需使用新密码重新登录。" style={{ marginBottom: 16 }} />
      <PasswordFields body={userApi.resetPassword.body} field="newPassword" label="新密码" />
    </ModalForm>
  );
}
