import { ALL_REGIONS_SCOPE, USER_STATUS, userApi, type UserRecord } from '@hrbd/contract';
import { useCurrentUser } from '../../../lib/current-user';
import { Form, Input, Radio, Select } from 'antd';
import { ModalForm, contractCount, contractRules } from '../../../components/modal-form';
import { RegionCascader } from '../../../components/region-cascader';
import { useApiMutation } from '../../../lib/query';
import { useRoleOptions } from '../role/use-role-options';

interface UserFormValues {
  userName: string;
  password: string;
  realName: string;
  phone: string;
  email?: string;
  roleCodes: string[];
  status: 0 | 1;
  remark?: string;
  /** A region code; left empty for 全部. */
  dataScope?: string;
}

interface UserFormProps {
  open: boolean;
  /** The user being edited; null to add one. */
  user: UserRecord | null;
  onClose: () => void;
}

/** 新增用户 / 编辑用户. The user name and first password are set only when adding. */
export function UserForm({ open, user, onClose }: UserFormProps) {
  const roleOptions = useRoleOptions(open);
  const { info } = useCurrentUser();
  // Nobody changes their own roles; a role the user may not grant is shown but cannot be added or taken away.
  const isSelf = user?.userCode === info.user.userCode;
  const selectable = roleOptions.map((o) => ({ label: o.label, value: o.value, disabled: !o.grantable }));
  const add = useApiMutation(userApi.add, { invalidates: [userApi.list] });
  const edit = useApiMutation(userApi.edit, { invalidates: [userApi.list] });
  // Both bodies share these fields; edit's rules are the same schemas.
  const body = user ? userApi.edit.body : userApi.add.body;

  const submit = async (values: UserFormValues) => {
    const common = {
      realName: values.realName,
      phone: values.phone,
      email: values.email ?? '',
      roleCodes: values.roleCodes,
      remark: values.remark ?? '',
      dataScope: values.dataScope ?? ALL_REGIONS_SCOPE,
    };
    if (user) await edit.mutateAsync({ body: { userCode: user.userCode, ...common } });
    else await add.mutateAsync({ body: { userName: values.userName, password: values.password, status: values.status, ...common } });
  };

  const initialValues: Partial<UserFormValues> = user
    ? {
        userName: user.userName,
        realName: user.realName,
        phone: user.phone,
        email: user.email,
        roleCodes: user.roles.map((r) => r.roleCode),
        remark: user.remark,
        dataScope: user.dataScope === ALL_REGIONS_SCOPE ? undefined : user.dataScope,
      }
    : { status: USER_STATUS.ENABLED, roleCodes: [] };

  return (
    <ModalForm<UserFormValues> title={user ? '编辑用户' : '新增用户'} open={open} onClose={onClose} initialValues={initialValues} onSubmit={submit}>
      {user ? (
        <Form.Item name="userName" label="用户名">
          <Input disabled />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="userName" label="用户名" rules={contractRules(userApi.add.body, 'userName', { required: '请输入用户名' })}>
            <Input placeholder="字母开头，4-32位字母、数字或下划线" autoComplete="off" />
          </Form.Item>
          <Form.Item name="password" label="密码" rules={contractRules(userApi.add.body, 'password', { required: '请输入密码' })}>
            <Input.Password placeholder="8-32位，须同时包含字母和数字" autoComplete="new-password" />
          </Form.Item>
        </>
      )}
      <Form.Item name="realName" label="姓名" rules={contractRules(body, 'realName', { required: '请输入姓名' })}>
        <Input placeholder="请输入姓名" />
      </Form.Item>
      <Form.Item name="phone" label="手机号" rules={contractRules(body, 'phone', { required: '请输入手机号' })}>
        <Input placeholder="请输入手机号" />
      </Form.Item>
      <Form.Item name="email" label="邮箱" rules={contractRules(body, 'email')}>
        <Input placeholder="请输入邮箱" />
      </Form.Item>
      <Form.Item
        name="roleCodes"
        label="角色"
        rules={contractRules(body, 'roleCodes', { required: '请选择角色' })}
        extra={isSelf ? '不能修改自己的角色' : undefined}
      >
        <Select mode="multiple" placeholder="请选择角色" options={selectable} optionFilterProp="label" disabled={isSelf} />
      </Form.Item>
      <Form.Item
        name="dataScope"
        label="数据权限"
        rules={contractRules(body, 'dataScope')}
        extra="可看到所选省、市或区县及其下级的数据；不选即为全部。超级管理员始终为全部。"
      >
        <RegionCascader anyLevel width="100%" placeholder="全部" />
      </Form.Item>
      {!user && (
        <Form.Item name="status" label="状态">
          <Radio.Group
            options={[
              { label: '启用', value: USER_STATUS.ENABLED },
              { label: '禁用', value: USER_STATUS.DISABLED },
            ]}
          />
        </Form.Item>
      )}
      <Form.Item name="remark" label="备注" rules={contractRules(body, 'remark')}>
        <Input.TextArea rows={3} count={contractCount(body, 'remark')} placeholder="请输入备注" />
      </Form.Item>
    </ModalForm>
  );
}
