import { ROLE_LABELS, roleApi, type RoleRecord } from '@hrbd/contract';
import { Form, Input } from 'antd';
import { ModalForm, contractCount, contractRules } from '../../../components/modal-form';
import { useApiMutation } from '../../../lib/query';

interface RoleFormValues {
  roleName: string;
  remark?: string;
}

interface RoleFormProps {
  open: boolean;
  /** The role being edited; null to add one. */
  role: RoleRecord | null;
  onClose: () => void;
}

/** 新增角色 / 编辑角色. */
export function RoleForm({ open, role, onClose }: RoleFormProps) {
  const add = useApiMutation(roleApi.add, { invalidates: [roleApi.list] });
  const edit = useApiMutation(roleApi.edit, { invalidates: [roleApi.list, roleApi.queryRole] });

  const submit = async (values: RoleFormValues) => {
    const body = { roleName: values.roleName, remark: values.remark ?? '' };
    if (role) await edit.mutateAsync({ body: { roleCode: role.roleCode, ...body } });
    else await add.mutateAsync({ body });
  };

  return (
    <ModalForm<RoleFormValues>
      title={role ? '编辑角色' : '新增角色'}
      open={open}
      onClose={onClose}
      initialValues={role ? { roleName: role.roleName, remark: role.remark } : undefined}
      onSubmit={submit}
    >
      <Form.Item
        name="roleName"
        label={ROLE_LABELS.roleName.label}
        rules={contractRules(roleApi.add.body, 'roleName', { required: '请输入角色名称' })}
        // The server keeps the built-in role's name, so it is not offered for change.
        extra={role?.builtIn ? '内置角色不可重命名' : undefined}
      >
        <Input placeholder="请输入角色名称" count={contractCount(roleApi.add.body, 'roleName')} disabled={role?.builtIn} />
      </Form.Item>
      <Form.Item name="remark" label={ROLE_LABELS.remark.label} rules={contractRules(roleApi.add.body, 'remark')}>
        <Input.TextArea rows={3} count={contractCount(roleApi.add.body, 'remark')} placeholder="请输入备注" />
      </Form.Item>
    </ModalForm>
  );
}
