import type { FormAnswers, FormField } from '@hrbd/contract';
import { Checkbox, Input, Radio, Select } from 'antd';
import type { ReactNode } from 'react';

/** The control an operator corrects an answer with (the server checks the answer against the form again). */
export function answerControl(field: FormField): ReactNode {
  const options = field.options.map((o) => ({ label: o, value: o }));
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea rows={3} placeholder={`请输入${field.label}`} />;
    case 'select':
      return <Select style={{ width: 240 }} options={options} placeholder={`请选择${field.label}`} allowClear />;
    case 'radio':
      return <Radio.Group options={options} />;
    case 'checkbox':
      return <Checkbox.Group options={options} />;
    case 'idCard':
      return <Input style={{ width: 280 }} placeholder="请输入18位身份证号" />;
    case 'phone':
      return <Input style={{ width: 240 }} placeholder="请输入11位手机号" />;
    case 'date':
      return <Input style={{ width: 200 }} placeholder="YYYY-MM-DD" />;
    case 'number':
      return <Input style={{ width: 200 }} placeholder={`请输入${field.label}`} />;
    default:
      return <Input placeholder={`请输入${field.label}`} />;
  }
}

/** An answer as it reads: a 多选's choices joined. */
export const answerText = (answers: FormAnswers, key: string): string => {
  const value = answers[key];
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join('、') : value;
};
