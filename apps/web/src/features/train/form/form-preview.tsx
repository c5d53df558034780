import { FORM_FIELD_TYPE_LABELS, type FormField } from '@hrbd/contract';
import { Checkbox, DatePicker, Empty, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { RegionCascader } from '../../../components/region-cascader';

/** The control an applicant fills a field in with. */
function control(field: FormField): ReactNode {
  const options = field.options.map((o) => ({ label: o, value: o }));
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea rows={3} placeholder={`请输入${field.label}`} />;
    case 'number':
      return <InputNumber style={{ width: 200 }} placeholder={`请输入${field.label}`} />;
    case 'date':
      return <DatePicker placeholder="请选择日期" />;
    case 'select':
      return <Select style={{ width: 240 }} options={options} placeholder={`请选择${field.label}`} />;
    case 'radio':
      return <Radio.Group options={options} />;
    case 'checkbox':
      return <Checkbox.Group options={options} />;
    case 'idCard':
      return <Input style={{ width: 280 }} placeholder="请输入18位身份证号" />;
    case 'phone':
      return <Input style={{ width: 240 }} placeholder="请输入11位手机号" />;
    case 'region':
      return <RegionCascader placeholder="请选择省/市/区县" width={280} />;
    default:
      return <Input placeholder={`请输入${field.label}`} />;
  }
}

/** A form as an applicant will see it: each field with its control, required ones starred. */
export function FormPreview({ name, description, fields }: { name: string; description?: string; fields: readonly FormField[] }) {
  if (fields.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无字段" />;
  return (
    <div aria-label="表单预览">
      <Typography.Title level={4} style={{ textAlign: 'center' }}>
        {name || '未命名表单'}
      </Typography.Title>
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      <Form layout="vertical" name="preview">
        {fields.map((field, i) => (
          <Form.Item key={`${field.key}-${i}`} label={field.label || `（${FORM_FIELD_TYPE_LABELS[field.type]}）`} required={field.required}>
            {control(field)}
          </Form.Item>
        ))}
      </Form>
    </div>
  );
}
