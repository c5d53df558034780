import { REQUIRE_ACTION_TO, REQUIRE_MACHINE, REQUIRE_STATE_LABELS, REQUIRE_STATES, trainRequireApi, type RequireRecord } from '@hrbd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Radio } from 'antd';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import type { ApiError } from '../../../lib/api';
import { useApiMutation } from '../../../lib/query';
import { REQUIRE_DETAIL_FIELDS } from './requirement-drawer';

/** What a move changes: the list with its tab counts, and the record history. */
export const AFFECTED = [trainRequireApi.trainRequireList, trainRequireApi.trainRequireRecordList];

const SHOWN: DetailField<RequireRecord>[] = REQUIRE_DETAIL_FIELDS.filter((f) => ['name', 'phone', 'cmpyName', 'countyName', 'occupation', 'peopleNum', 'sendTime', 'description'].includes(f.key));

/** The states a requirement in `state` may move to, in flow order (处理中, 已完成, 不予受理). */
export function nextStates(state: number): number[] {
  return ([1, 2, 3] as const).filter((to) => REQUIRE_MACHINE.can(REQUIRE_ACTION_TO[to], state));
}

interface Values {
  state: number;
  reason?: string;
}

/**
 * 处理: the requirement as it was sent, the next state (only those the flow
 * offers from its state) and a note — required for 不予受理. One another
 * operator moved meanwhile is refused (409, its message shown); the list reloads.
 */
export function HandleDialog({ requirement, onClose }: { requirement: RequireRecord | null; onClose: () => void }) {
  const client = useQueryClient();
  const move = useApiMutation(trainRequireApi.updateState, { invalidates: AFFECTED });
  const options = requirement ? nextStates(requirement.state) : [];
  const submit = async (values: Values) => {
    if (!requirement) return;
    try {
      await move.mutateAsync({ body: { requireCode: requirement.requireCode, state: values.state, reason: values.reason?.trim() || undefined } });
    } catch (error) {
      if ((error as ApiError).code !== 409) throw error;
      await Promise.all(AFFECTED.map((e) => client.invalidateQueries({ queryKey: [e.key] })));
    }
  };
  return (
    <ModalForm<Values>
      title="处理培训需求"
      open={requirement !== null}
      onClose={onClose}
      width={720}
      onSubmit={submit}
      initialValues={{ state: options[0] }}
    >
      {(form) => (
        <>
          {requirement && <DetailView fields={SHOWN} record={requirement} column={2} />}
          <Form.Item name="state" label="处理结果" style={{ marginTop: 16 }} rules={[{ required: true, message: '请选择处理结果' }]}>
            <Radio.Group options={options.map((value) => ({ value, label: REQUIRE_STATE_LABELS[value as keyof typeof REQUIRE_STATE_LABELS] }))} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.state !== b.state}>
            {() => {
              const rejecting = form.getFieldValue('state') === REQUIRE_STATES.rejected;
              return (
                <Form.Item
                  name="reason"
                  label={rejecting ? '不予受理原因' : '处理说明'}
                  rules={contractRules(trainRequireApi.updateState.body, 'reason', rejecting ? { required: '请输入不予受理的原因' } : {})}
                >
                  <Input.TextArea
                    rows={4}
                    count={contractCount(trainRequireApi.updateState.body, 'reason')}
                    placeholder={rejecting ? '如：所需工种暂未纳入本年度培训目录' : '如：已电话联系需求人，正在对接培训机构'}
                  />
                </Form.Item>
              );
            }}
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
