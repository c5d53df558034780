import { RENT_COMPANY_LABELS, rentCompanyApi, type RentCompanyRecord } from '@hrbd/contract';
import { Button, DatePicker, Form, Input, InputNumber } from 'antd';
import { useMemo, useState } from 'react';
import { CompanySelect } from '../../../components/company-select';
import { labelColumns, ListPage, type ListColumn } from '../../../components/list-page';
import { ModalForm } from '../../../components/modal-form';
import { useCurrentUser } from '../../../lib/current-user';
import type { Dayjs } from '../../../lib/dayjs';
import { useApiMutation } from '../../../lib/query';

const L = RENT_COMPANY_LABELS;

interface EnrolValues {
  cmpyCode: string;
  contactPerson: string;
  contactPhone: string;
  bedQuota: number;
  agreement: [Dayjs, Dayjs];
}

/** 登记租赁企业: a company that passed 企业审核, with its contact, bed quota and agreement period; once per company. */
function EnrolDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const enrol = useApiMutation(rentCompanyApi.addCmpy, { invalidates: [rentCompanyApi.cmpyList, rentCompanyApi.getCmpyNameList] });
  const submit = (v: EnrolValues) =>
    enrol.mutateAsync({
      query: {
        cmpyCode: v.cmpyCode,
        contactPerson: v.contactPerson,
        contactPhone: v.contactPhone,
        bedQuota: v.bedQuota,
        agreementStart: v.agreement[0].format('YYYY-MM-DD'),
        agreementEnd: v.agreement[1].format('YYYY-MM-DD'),
      },
    });
  return (
    <ModalForm<EnrolValues> title="登记租赁企业" open={open} onClose={onClose} width={600} labelWidth={100} onSubmit={submit}>
      <Form.Item name="cmpyCode" label="企业" rules={[{ required: true, message: '请选择已审核通过的企业' }]}>
        <CompanySelect width={360} />
      </Form.Item>
      <Form.Item name="contactPerson" label="联系人" rules={[{ required: true, message: '请输入联系人' }, { max: 20 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="contactPhone" label="联系电话" rules={[{ required: true, message: '请输入联系电话' }, { pattern: /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/, message: '联系电话应为手机号或固定电话' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="bedQuota" label="床位配额" rules={[{ required: true, message: '请输入床位配额' }]}>
        <InputNumber min={1} max={100000} precision={0} />
      </Form.Item>
      <Form.Item name="agreement" label="协议期限" rules={[{ required: true, message: '请选择协议期限' }]}>
        <DatePicker.RangePicker />
      </Form.Item>
    </ModalForm>
  );
}

/** 租赁企业: enrolled companies with their bed quota beside beds in use, tenants and this month's quits (from the ledger). */
export default function RentCompanyPage() {
  const { can } = useCurrentUser();
  const [enrolling, setEnrolling] = useState(false);
  const columns = useMemo<ListColumn<RentCompanyRecord>[]>(
    () =>
      labelColumns<RentCompanyRecord, typeof L>(L, {
        cmpyName: { fixed: 'left', filter: { kind: 'text', name: 'cmpyName', label: L.cmpyName.label } },
        bedsInUse: { render: (n: number, r) => (n >= r.bedQuota ? <span style={{ color: '#cf1322' }}>{n}</span> : n) },
        agreementPeriod: { render: (_: unknown, r) => `${r.agreementStart} 至 ${r.agreementEnd}` },
      }),
    [],
  );
  return (
    <>
      <ListPage
        endpoint={rentCompanyApi.cmpyList}
        stateKey="rent:company"
        columns={columns}
        rowKey="cmpyCode"
        loadFailure="获取租赁企业失败"
        toolbar={
          can(rentCompanyApi.addCmpy) && (
            <Button type="primary" onClick={() => setEnrolling(true)}>
              新增
            </Button>
          )
        }
      />
      <EnrolDialog open={enrolling} onClose={() => setEnrolling(false)} />
    </>
  );
}
