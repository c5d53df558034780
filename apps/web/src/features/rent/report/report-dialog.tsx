import { communityApi, flatsReportApi, RENT_REPORT_PHOTOS_MAX } from '@hrbd/contract';
import { DatePicker, Form, Input, Typography } from 'antd';
import { ImageUploader } from '../../../components/image-uploader';
import { ModalForm } from '../../../components/modal-form';
import dayjs, { type Dayjs } from '../../../lib/dayjs';
import { useApiMutation } from '../../../lib/query';
import { CommunitySelect } from '../community-select';

interface ReportValues {
  bizCode: string;
  reportMonth: Dayjs;
  remark?: string;
  photos?: string[];
}

/**
 * 新增上报: a community and a month (this month or earlier), a remark and
 * photos. The figures are not typed: the server computes them from the
 * ledger when the report is filed (shown in the detail).
 */
export function ReportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const add = useApiMutation(flatsReportApi.add, { invalidates: [flatsReportApi.list, flatsReportApi.latestV2, communityApi.queryAllCommunity] });
  return (
    <ModalForm<ReportValues>
      title="新增上报"
      open={open}
      onClose={onClose}
      width={600}
      labelWidth={90}
      initialValues={{ reportMonth: dayjs().subtract(1, 'month') }}
      onSubmit={(v) => add.mutateAsync({ body: { bizCode: v.bizCode, reportMonth: v.reportMonth.format('YYYY-MM'), remark: v.remark ?? '', photos: v.photos ?? [] } })}
    >
      <Typography.Paragraph type="secondary">房间数、床位、入住人数、入住率等由系统按房源台账在该月末（本月为今日）的情况计算，提交后在详情中查看。</Typography.Paragraph>
      <Form.Item name="bizCode" label="小区" rules={[{ required: true, message: '请选择小区' }]}>
        <CommunitySelect />
      </Form.Item>
      <Form.Item name="reportMonth" label="上报月份" rules={[{ required: true, message: '请选择上报月份' }]}>
        <DatePicker picker="month" disabledDate={(d) => d.isAfter(dayjs(), 'month')} />
      </Form.Item>
      <Form.Item name="remark" label="备注" rules={[{ max: 500, message: '备注最多500个字' }]}>
        <Input.TextArea rows={3} showCount />
      </Form.Item>
      <Form.Item name="photos" label="上报照片">
        <ImageUploader multiple maxCount={RENT_REPORT_PHOTOS_MAX} />
      </Form.Item>
    </ModalForm>
  );
}
