import { Form, Input } from 'antd';
import type { z } from 'zod';
import { contractRules } from '../../../components/modal-form';

interface PasswordFieldsProps<S extends z.ZodObject> {
  /** The contract body the new password is sent in; its rule judges the password. */
  body: S | undefined;
  field: Extract<keyof S['shape'], string>;
  label: string;
}

/** A new password typed twice: the contract's rule on the first, must-match on the second. */
export function PasswordFields<S extends z.ZodObject>({ body, field, label }: PasswordFieldsProps<S>) {
  return (
    <>
      <Form.Item<Record<string, string>> name={field} label={label} rules={contractRules(body, field, { required: `请输入${label}` })} hasFeedback>
        <Input.Password autoComplete="new-password" placeholder="8-32位，须同时包含字母和数字" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="确认密码"
        dependencies={[field]}
        hasFeedback
        rules={[
          { required: true, message: '请再次输入密码' },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (!value || getFieldValue(field) === value) return;
              throw new Error('两次输入的密码不一致');
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder="请再次输入密码" />
      </Form.Item>
    </>
  );
}
