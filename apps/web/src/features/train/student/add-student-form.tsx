import { EDUCATION_OPTIONS, EMPLOY_STATE_OPTIONS, STUDENT_LABELS, trainClassApi, trainStudentApi } from '@hrbd/contract';
import { Form, Input, Select } from 'antd';
import { contractRules, ModalForm } from '../../../components/modal-form';
import { useApiMutation } from '../../../lib/query';
import { ClassSelect } from '../class/class-select';

const body = trainStudentApi.addStudent.body;
const S = STUDENT_LABELS;

interface Values {
  classCode: string;
  usrName: string;
  idCard: string;
  mobile: string;
  education: (typeof EDUCATION_OPTIONS)[number];
  employState: (typeof EMPLOY_STATE_OPTIONS)[number];
}

/** 添加学员: a person by ID number into a class (refused when already in it, the class is full or 已结业). */
export function AddStudentForm({ open, onClose, classCode }: { open: boolean; onClose: () => void; classCode?: string }) {
  const add = useApiMutation(trainStudentApi.addStudent, { invalidates: [trainClassApi.studentList, trainClassApi.list, trainClassApi.info] });
  return (
    <ModalForm<Values> title="添加学员" open={open} onClose={onClose} initialValues={{ classCode }} onSubmit={(values) => add.mutateAsync({ body: values })}>
      <Form.Item name="classCode" label={S.className.label} rules={[{ required: true, message: '请选择班级' }]}>
        <ClassSelect />
      </Form.Item>
      <Form.Item name="usrName" label={S.usrName.label} rules={contractRules(body, 'usrName', { required: '请输入姓名' })}>
        <Input placeholder="请输入姓名" />
      </Form.Item>
      <Form.Item name="idCard" label={S.idCard.label} rules={contractRules(body, 'idCard', { required: '请输入身份证号' })}>
        <Input placeholder="请输入18位身份证号" />
      </Form.Item>
      <Form.Item name="mobile" label={S.mobile.label} rules={contractRules(body, 'mobile', { required: '请输入手机号' })}>
        <Input placeholder="请输入手机号" />
      </Form.Item>
      <Form.Item name="education" label={S.education.label} rules={[{ required: true, message: '请选择学历' }]}>
        <Select options={EDUCATION_OPTIONS.map((v) => ({ value: v, label: v }))} placeholder="请选择学历" />
      </Form.Item>
      <Form.Item name="employState" label={S.employState.label} rules={[{ required: true, message: '请选择就业状态' }]}>
        <Select options={EMPLOY_STATE_OPTIONS.map((v) => ({ value: v, label: v }))} placeholder="请选择就业状态" />
      </Form.Item>
    </ModalForm>
  );
}
