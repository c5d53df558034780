import {
  HOT_EVENT_CHANNEL_LABELS,
  HOT_EVENT_SUBMITTER_LABELS,
  HOT_EVENT_VALUE_LABELS,
  hotEventApi,
  hotEventValueApi,
  type HotEventValueRecord,
} from '@hrbd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import type { ApiError } from '../../../lib/api';
import { useApiMutation } from '../../../lib/query';

/** What a handle changes: the data list with its tab counts, and each event's pending count. */
const AFFECTED = [hotEventValueApi.page, hotEventApi.page, hotEventApi.info];

const V = HOT_EVENT_VALUE_LABELS;

const FIELDS: DetailField<HotEventValueRecord>[] = [
  { key: 'submitterName', label: V.submitterName.label },
  { key: 'submitterType', label: V.submitterType.label, labels: HOT_EVENT_SUBMITTER_LABELS },
  { key: 'phone', label: V.phone.label },
  { key: 'regionName', label: V.regionName.label },
  { key: 'channel', label: V.channel.label, labels: HOT_EVENT_CHANNEL_LABELS },
  { key: 'submitTime', label: V.submitTime.label },
  { key: 'content', label: V.content.label, span: 2 },
];

export interface HandleDialogProps {
  /** The item being handled; closed without one. */
  value: HotEventValueRecord | null;
  onClose: () => void;
}

/**
 * 处理: the item as it was sent, and the note on what was done. An item
 * another operator handled meanwhile is refused by the server (409, its
 * message shown); the dialog then closes and the list reloads to show it handled.
 */
export function HandleDialog({ value, onClose }: HandleDialogProps) {
  const client = useQueryClient();
  const handle = useApiMutation(hotEventValueApi.handle, { invalidates: AFFECTED });
  const submit = async ({ handleNote }: { handleNote: string }) => {
    if (!value) return;
    try {
      await handle.mutateAsync({ query: { valueCode: value.valueCode, handleNote } });
    } catch (error) {
      if ((error as ApiError).code !== 409) throw error;
      await Promise.all(AFFECTED.map((e) => client.invalidateQueries({ queryKey: [e.key] })));
    }
  };
  return (
    <ModalForm<{ handleNote: string }> title="处理事件数据" open={value !== null} onClose={onClose} width={720} onSubmit={submit}>
      {value && <DetailView fields={FIELDS} record={value} column={2} />}
      <Form.Item
        name="handleNote"
        label={V.handleNote.label}
        style={{ marginTop: 16 }}
        rules={contractRules(hotEventValueApi.handle.query, 'handleNote', { required: '请输入处理说明' })}
      >
        <Input.TextArea rows={4} count={contractCount(hotEventValueApi.handle.query, 'handleNote')} placeholder="如：已电话联系，告知办理流程" />
      </Form.Item>
    </ModalForm>
  );
}
