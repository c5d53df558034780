import { PAPER_RESIT_STATUS_LABELS, RESIT_TIMES_MAX, RESIT_TIMES_MIN, examPaperApi, type PaperRecord } from '@hrbd/contract';
import { Form, InputNumber, Radio } from 'antd';
import { labelOptions } from '../../../components/label-tag';
import { ModalForm } from '../../../components/modal-form';
import { useApiMutation } from '../../../lib/query';

interface ResitValues {
  resitStatus: 0 | 1;
  resitTimes?: number;
}

/** 补考设置: 允许补考 with 1–3 resits, or 不允许补考. */
export function ResitDialog({ paper, onClose }: { paper: PaperRecord | null; onClose: () => void }) {
  const update = useApiMutation(examPaperApi.updateResitStatus, { invalidates: [examPaperApi.queryEPaperList, examPaperApi.queryEPaperInfo] });
  return (
    <ModalForm<ResitValues>
      title={`补考设置：${paper?.paperName ?? ''}`}
      open={paper !== null}
      onClose={onClose}
      width={520}
      initialValues={{ resitStatus: paper?.resitStatus === 1 ? 1 : 0, resitTimes: paper?.resitTimes || 1 }}
      onSubmit={(values) =>
        update.mutateAsync({ body: { paperCode: paper?.paperCode ?? '', resitStatus: values.resitStatus, ...(values.resitStatus === 1 && { resitTimes: values.resitTimes }) } })
      }
    >
      {(form) => (
        <>
          <Form.Item name="resitStatus" label="补考状态">
            <Radio.Group options={labelOptions(PAPER_RESIT_STATUS_LABELS, [1, 0])} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {() =>
              form.getFieldValue('resitStatus') === 1 && (
                <Form.Item name="resitTimes" label="补考次数" rules={[{ required: true, message: '请输入补考次数' }]} extra={`可补考 ${RESIT_TIMES_MIN}–${RESIT_TIMES_MAX} 次`}>
                  <InputNumber min={RESIT_TIMES_MIN} max={RESIT_TIMES_MAX} precision={0} addonAfter="次" style={{ width: 140 }} />
                </Form.Item>
              )
            }
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
