import { userApi } from '@hrbd/contract';
import { Button, Form, Input } from 'antd';
import { contractRules } from '../../../components/modal-form';
import { useApiMutation } from '../../../lib/query';
import { PasswordFields } from '../shared/password-fields';

interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** 修改密码: the old one, then the new one twice. Other devices are signed out by the server; this one stays. */
export function ChangePasswordForm() {
  const [form] = Form.useForm<ChangePasswordValues>();
  const change = useApiMutation(userApi.changePassword, { onSuccess: () => form.resetFields() });
  return (
    <Form<ChangePasswordValues>
      form={form}
      name="change-password"
      labelCol={{ flex: '96px' }}
      style={{ maxWidth: 460 }}
      onFinish={({ oldPassword, newPassword }) => change.mutate({ body: { oldPassword, newPassword } })}
    >
      <Form.Item name="oldPassword" label="原密码" rules={contractRules(userApi.changePassword.body, 'oldPassword', { required: '请输入原密码' })}>
        <Input.Password autoComplete="current-password" placeholder="请输入原密码" />
      </Form.Item>
      <PasswordFields body={userApi.changePassword.body} field="newPassword" label="新密码" />
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          保存
        </Button>
      </Form.Item>
    </Form>
  );
}
