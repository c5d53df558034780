import { houseApi, communityApi, tenantApi, rentCompanyApi, type HouseLedgerRecord } from '@hrbd/contract';
import { Button, DatePicker, Form, Input, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from '../../../lib/dayjs';
import { ModalForm } from '../../../components/modal-form';
import { useApiMutation } from '../../../lib/query';
import { RentCompanySelect } from '../rent-company-select';

interface TenantValues {
  name: string;
  idCard: string;
  mobile: string;
  cmpyCode: string;
  checkInDate: Dayjs;
  leaseEndDate: Dayjs;
  rent?: string;
}

const DAY = 'YYYY-MM-DD';

/**
 * 分配房间: one to as many tenants as the room has free beds, each with the
 * rent company, check-in (at most 30 days back) and lease end; the rent
 * defaults to the room's. All go in or none (the server says why).
 */
export function DistributeDialog({ room, onClose }: { room: HouseLedgerRecord | null; onClose: () => void }) {
  const distribute = useApiMutation(houseApi.distribute, { invalidates: [houseApi.list, communityApi.queryPageCommunity, communityApi.detail, tenantApi.getRentlist, rentCompanyApi.cmpyList] });
  const submit = (v: { tenants: TenantValues[] }) =>
    distribute.mutateAsync({
      body: {
        houseCode: room?.houseCode ?? '',
        tenants: v.tenants.map((t) => ({
          name: t.name,
          idCard: t.idCard,
          mobile: t.mobile,
          cmpyCode: t.cmpyCode,
          checkInDate: t.checkInDate.format(DAY),
          leaseEndDate: t.leaseEndDate.format(DAY),
          ...(t.rent ? { rent: t.rent } : {}),
        })),
      },
    });
  const blank = (): Partial<TenantValues> => ({ checkInDate: dayjs(), leaseEndDate: dayjs().add(1, 'year') });
  return (
    <ModalForm<{ tenants: TenantValues[] }>
      title={room ? `分配房间：${room.villageName}${room.roomLabel}` : '分配房间'}
      open={room !== null}
      onClose={onClose}
      width={900}
      labelWidth={104}
      initialValues={{ tenants: [blank() as TenantValues] }}
      onSubmit={submit}
    >
      {room && (
        <Typography.Paragraph type="secondary">
          床位 {room.capacity} 个，已住 {room.occupied} 人，剩余床位 {room.free} 个；租金默认 {room.rent.toFixed(2)} 元/床/月。
        </Typography.Paragraph>
      )}
      <Form.List name="tenants">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <div key={field.key} style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: '12px 12px 0', marginBottom: 12 }}>
                <Space style={{ marginBottom: 8, justifyContent: 'space-between', width: '100%' }}>
                  <Typography.Text strong>租户 {i + 1}</Typography.Text>
                  {fields.length > 1 && (
                    <Button type="link" danger size="small" onClick={() => remove(field.name)}>
                      移除
                    </Button>
                  )}
                </Space>
                <Space wrap align="start">
                  <Form.Item name={[field.name, 'name']} label="姓名" rules={[{ required: true, message: '请输入姓名' }, { min: 2, max: 20, message: '姓名应为2-20个字符' }]}>
                    <Input style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'idCard']} label="身份证号" rules={[{ required: true, message: '请输入身份证号' }]}>
                    <Input style={{ width: 200 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'mobile']} label="手机号" rules={[{ required: true, message: '请输入手机号' }, { pattern: /^1[3-9]\d{9}$/, message: '手机号格式不正确' }]}>
                    <Input style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'cmpyCode']} label="租赁企业" rules={[{ required: true, message: '请选择租赁企业' }]}>
                    <RentCompanySelect width={220} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'checkInDate']} label="入住日期" rules={[{ required: true, message: '请选择入住日期' }]}>
                    <DatePicker />
                  </Form.Item>
                  <Form.Item name={[field.name, 'leaseEndDate']} label="租约到期日" rules={[{ required: true, message: '请选择租约到期日' }]}>
                    <DatePicker />
                  </Form.Item>
                  <Form.Item name={[field.name, 'rent']} label="租金（元）" rules={[{ pattern: /^(0|[1-9]\d*)(\.\d{1,2})?$/, message: '请输入正确的金额（最多保留两位小数）' }]}>
                    <Input style={{ width: 120 }} placeholder={room ? room.rent.toFixed(2) : ''} />
                  </Form.Item>
                </Space>
              </div>
            ))}
            <Button type="dashed" block disabled={room !== null && fields.length >= room.free} onClick={() => add(blank())}>
              添加租户
            </Button>
          </>
        )}
      </Form.List>
    </ModalForm>
  );
}
