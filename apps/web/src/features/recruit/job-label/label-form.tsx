import { JOB_LABEL_HOT, jobLabelApi, type JobLabelRecord } from '@hrbd/contract';
import { Form, Input, Radio } from 'antd';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { useApiMutation } from '../../../lib/query';

interface LabelValues {
  labelName: string;
  labelHot: 0 | 1;
}

interface LabelFormProps {
  /** `undefined` = closed, `null` = 新增, a record = 编辑. */
  label: JobLabelRecord | null | undefined;
  onClose: () => void;
}

/** 新增标签 / 编辑标签: one call for both (saveJobLabel); the server answers 新增成功 or 修改成功. */
export function LabelForm({ label, onClose }: LabelFormProps) {
  const save = useApiMutation(jobLabelApi.saveJobLabel, { invalidates: [jobLabelApi.queryJobLabel] });
  return (
    <ModalForm<LabelValues>
      title={label ? '编辑标签' : '新增标签'}
      open={label !== undefined}
      onClose={onClose}
      width={480}
      initialValues={label ? { labelName: label.labelName, labelHot: label.labelHot === JOB_LABEL_HOT.hot ? 1 : 0 } : { labelHot: 0 }}
      onSubmit={(values) => save.mutateAsync({ body: { ...values, labelCode: label?.labelCode } })}
    >
      <Form.Item name="labelName" label="标签名称" rules={contractRules(jobLabelApi.saveJobLabel.body, 'labelName', { required: '请输入标签名称' })}>
        <Input placeholder="如：五险一金" count={contractCount(jobLabelApi.saveJobLabel.body, 'labelName')} />
      </Form.Item>
      <Form.Item name="labelHot" label="是否热门" extra="热门标签在选择标签时排在前面">
        <Radio.Group
          options={[
            { value: 1, label: '是' },
            { value: 0, label: '否' },
          ]}
        />
      </Form.Item>
    </ModalForm>
  );
}
