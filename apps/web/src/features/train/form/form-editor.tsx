import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CHOICE_FIELD_TYPES,
  FORM_FIELD_TYPE_LABELS,
  FORM_FIELD_TYPES,
  FORM_FIELDS_MAX,
  formFieldInput,
  formFieldsProblem,
  trainFormApi,
  type FormField,
  type FormFieldType,
} from '@hrbd/contract';
import { Button, Checkbox, Col, Form, Input, Modal, Row, Select, Space, Spin, Tooltip, type FormInstance } from 'antd';
import { useState } from 'react';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { FormPreview } from './form-preview';

interface Values {
  formName: string;
  description?: string;
  fields: FormField[];
}

const AFFECTED = [trainFormApi.page, trainFormApi.info, trainFormApi.list];
const TYPE_OPTIONS = FORM_FIELD_TYPES.map((type) => ({ label: FORM_FIELD_TYPE_LABELS[type], value: type }));
const isChoice = (type: string | undefined) => (CHOICE_FIELD_TYPES as readonly string[]).includes(type ?? '');

/** The first `field<n>` key the form does not use yet. */
function freshKey(fields: readonly Partial<FormField>[]): string {
  const used = new Set(fields.map((f) => f?.key));
  let n = fields.length + 1;
  while (used.has(`field${n}`)) n += 1;
  return `field${n}`;
}

/** Fields as the form holds them: options dropped from the types without any. */
function cleaned(fields: ReadonlyArray<Partial<FormField>> | undefined): FormField[] {
  return (fields ?? []).map((f) => ({
    key: (f.key ?? '').trim(),
    label: (f.label ?? '').trim(),
    type: (f.type ?? 'text') as FormFieldType,
    required: f.required ?? false,
    options: isChoice(f.type) ? (f.options ?? []) : [],
  }));
}

/**
 * The rules of one row, judged where the person corrects them (a list-wide
 * message would stay up after the row was put right): its key against the
 * other rows', its options by the contract's own rule for one field.
 */
function keyRule(form: FormInstance<Values>, name: number) {
  return {
    validator: async (_rule: unknown, key: string | undefined) => {
      const fields = (form.getFieldValue('fields') ?? []) as Partial<FormField>[];
      const trimmed = (key ?? '').trim();
      if (trimmed && fields.some((f, i) => i !== name && (f?.key ?? '').trim() === trimmed)) throw new Error(`字段标识“${trimmed}”重复`);
    },
  };
}

function optionsRule(form: FormInstance<Values>, name: number) {
  return {
    validator: async () => {
      const field = cleaned([form.getFieldValue(['fields', name]) as Partial<FormField>])[0];
      const problem = formFieldsProblem([{ ...field, label: field.label || `第${name + 1}个字段` }]);
      if (problem) throw new Error(problem.message);
    },
  };
}

function FieldRows({ form, answered }: { form: FormInstance<Values>; answered: ReadonlySet<string> }) {
  return (
    <Form.List
      name="fields"
      rules={[
        {
          validator: async (_rule, fields: Partial<FormField>[] | undefined) => {
            if (!fields || fields.length === 0) throw new Error('请至少添加一个字段');
          },
        },
      ]}
    >
      {(rows, { add, remove, move }, { errors }) => (
        <>
          {rows.map((row, index) => {
            const key = form.getFieldValue(['fields', row.name, 'key']) as string | undefined;
            const locked = key !== undefined && answered.has(key);
            return (
              <div key={row.key} className="train-form-row" style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: '12px 12px 0', marginBottom: 8 }}>
                <Row gutter={8} align="top">
                  <Col flex="150px">
                    <Form.Item name={[row.name, 'key']} rules={[...contractRules(formFieldInput, 'key', { required: '请输入字段标识' }), keyRule(form, row.name)]}>
                      <Input placeholder="字段标识" aria-label={`第${index + 1}个字段的字段标识`} disabled={locked} />
                    </Form.Item>
                  </Col>
                  <Col flex="auto">
                    <Form.Item name={[row.name, 'label']} rules={contractRules(formFieldInput, 'label', { required: '请输入字段名称' })}>
                      <Input placeholder="字段名称，如：姓名" aria-label={`第${index + 1}个字段的字段名称`} />
                    </Form.Item>
                  </Col>
                  <Col flex="130px">
                    <Tooltip title={locked ? '已有报名填写，不能修改类型' : undefined}>
                      <Form.Item name={[row.name, 'type']}>
                        <Select options={TYPE_OPTIONS} aria-label={`第${index + 1}个字段的字段类型`} disabled={locked} />
                      </Form.Item>
                    </Tooltip>
                  </Col>
                  <Col flex="70px">
                    <Form.Item name={[row.name, 'required']} valuePropName="checked">
                      <Checkbox>必填</Checkbox>
                    </Form.Item>
                  </Col>
                  <Col flex="110px">
                    <Space size={0}>
                      <Button type="text" icon={<ArrowUpOutlined />} aria-label="上移" title="上移" disabled={index === 0} onClick={() => move(index, index - 1)} />
                      <Button type="text" icon={<ArrowDownOutlined />} aria-label="下移" title="下移" disabled={index === rows.length - 1} onClick={() => move(index, index + 1)} />
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label="删除"
                        title={locked ? '已有报名填写，不能删除' : '删除'}
                        disabled={locked}
                        onClick={() => remove(row.name)}
                      />
                    </Space>
                  </Col>
                </Row>
                <Form.Item noStyle shouldUpdate>
                  {() =>
                    isChoice(form.getFieldValue(['fields', row.name, 'type']) as string) && (
                      <Form.Item name={[row.name, 'options']} label="选项" labelCol={{ flex: '48px' }} rules={[optionsRule(form, row.name)]}>
                        <Select mode="tags" open={false} tokenSeparators={[',', '，']} placeholder="输入选项后回车，2–20个，不能重复" aria-label={`第${index + 1}个字段的选项`} />
                      </Form.Item>
                    )
                  }
                </Form.Item>
              </div>
            );
          })}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={rows.length >= FORM_FIELDS_MAX}
            onClick={() => add({ key: freshKey(form.getFieldValue('fields') ?? []), label: '', type: 'text', required: false, options: [] })}
            style={{ marginTop: 8 }}
          >
            添加字段
          </Button>
        </>
      )}
    </Form.List>
  );
}

/**
 * 新增/编辑培训表单: name, description and the fields in order (add, remove,
 * move up and down, type, 必填, options for the choice types), with 预览 of
 * the form as an applicant sees it. A field that has answers keeps its key
 * and type and cannot be removed (the server refuses it too, 409).
 */
export function FormEditor({ formCode, onClose }: { formCode: string | null | undefined; onClose: () => void }) {
  const editing = typeof formCode === 'string';
  const detail = useApiQuery(trainFormApi.info, { query: { formCode: formCode ?? '' } }, { enabled: editing });
  const save = useApiMutation(trainFormApi.save, { invalidates: AFFECTED });
  const edit = useApiMutation(trainFormApi.edit, { invalidates: AFFECTED });
  const [preview, setPreview] = useState<Values | null>(null);
  const answered = new Set(editing ? (detail.data?.answeredKeys ?? []) : []);

  const submit = (values: Values) => {
    const body = { formName: values.formName, description: values.description ?? '', fields: cleaned(values.fields) };
    return editing ? edit.mutateAsync({ body: { formCode: formCode as string, ...body } }) : save.mutateAsync({ body });
  };
  const open = formCode !== undefined;
  const ready = !editing || detail.data !== undefined;

  return (
    <>
      <ModalForm<Values>
        title={editing ? '编辑培训表单' : '新增培训表单'}
        open={open && ready}
        onClose={onClose}
        width={960}
        onSubmit={submit}
        initialValues={
          editing && detail.data
            ? { formName: detail.data.formName, description: detail.data.description, fields: detail.data.fields }
            : { fields: [{ key: 'name', label: '姓名', type: 'text', required: true, options: [] }, { key: 'phone', label: '手机号', type: 'phone', required: true, options: [] }] }
        }
      >
        {(form) => (
          <>
            <Form.Item name="formName" label="表单名称" rules={contractRules(trainFormApi.save.body, 'formName', { required: '请输入表单名称' })}>
              <Input count={contractCount(trainFormApi.save.body, 'formName')} placeholder="如：电工培训报名表" />
            </Form.Item>
            <Form.Item name="description" label="表单说明" rules={contractRules(trainFormApi.save.body, 'description')}>
              <Input.TextArea rows={2} count={contractCount(trainFormApi.save.body, 'description')} placeholder="报名须知、适用课程等" />
            </Form.Item>
            <Form.Item label="表单字段" required>
              <FieldRows form={form} answered={answered} />
            </Form.Item>
            <div style={{ textAlign: 'right' }}>
              <Button onClick={() => setPreview(form.getFieldsValue(true) as Values)}>预览</Button>
            </div>
          </>
        )}
      </ModalForm>
      {open && !ready && <Spin fullscreen />}
      <Modal title="表单预览" open={preview !== null} onCancel={() => setPreview(null)} footer={null} width={640}>
        {preview && <FormPreview name={preview.formName} description={preview.description} fields={cleaned(preview.fields)} />}
      </Modal>
    </>
  );
}
