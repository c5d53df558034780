import {
  HOT_EVENT_TYPE_LABELS,
  HOT_EVENT_TYPE_VALUES,
  hotEventApi,
  hotEventPeriodProblem,
  type HotEventDetail,
} from '@hrbd/contract';
import { Form, Input, Radio, Select, type FormRule } from 'antd';
import { labelOptions } from '../../../components/label-tag';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { RichTextEditor } from '../../../components/rich-text';
import { TimeRangePicker, type TimeRange } from '../../../components/time-range-picker';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { RegionCascader } from '../../../components/region-cascader';
const body = hotEventApi.save.body;

export interface EventFormValues {
  eventTitle: string;
  eventType: number;
  regionCode: string;
  /** 开始时间 至 结束时间 as the server's time strings. */
  period: TimeRange;
  enabled: 0 | 1;
  description: string;
}

/** The contract's cross-field rule (结束时间须晚于开始时间), checked as the period is picked. */
const PERIOD_RULE: FormRule = {
  validator: async (_rule, value: TimeRange | null | undefined) => {
    const problem = hotEventPeriodProblem(value?.[0], value?.[1]);
    if (problem) throw new Error(problem);
  },
};

function valuesOf(event: HotEventDetail): EventFormValues {
  return {
    eventTitle: event.eventTitle,
    eventType: event.eventType,
    regionCode: event.regionCode,
    period: [event.beginTime, event.endTime],
    enabled: event.enabled === 0 ? 0 : 1,
    description: event.description,
  };
}

function toBody(values: EventFormValues) {
  return {
    eventTitle: values.eventTitle,
    eventType: values.eventType,
    regionCode: values.regionCode,
    beginTime: values.period[0],
    endTime: values.period[1],
    enabled: values.enabled,
    description: values.description,
  };
}

export interface EventFormProps {
  /** `undefined` = closed, `null` = 新增, a code = 编辑 that event. */
  eventCode: string | null | undefined;
  onClose: () => void;
}

/**
 * 新增事件 / 编辑事件. An edit keeps the event's period around the data
 * already collected: the form says when that data came in, and the server
 * refuses (409) a period that would leave some of it out.
 */
export function EventForm({ eventCode, onClose }: EventFormProps) {
  const editing = typeof eventCode === 'string';
  const detail = useApiQuery(hotEventApi.info, { query: { eventCode: eventCode ?? '' } }, { enabled: editing });
  const event = editing && detail.data?.eventCode === eventCode ? detail.data : undefined;
  const invalidates = [hotEventApi.page, hotEventApi.info];
  const save = useApiMutation(hotEventApi.save, { invalidates });
  const edit = useApiMutation(hotEventApi.edit, { invalidates });
  // An edit opens once its event is loaded: the form takes its values when it opens.
  const open = eventCode === null || event !== undefined;
  const collected =
    event?.firstSubmitTime && event.lastSubmitTime ? `已收集的数据提交于 ${event.firstSubmitTime} 至 ${event.lastSubmitTime}，事件时间须包含这段时间` : undefined;

  return (
    <ModalForm<EventFormValues>
      title={editing ? '编辑事件' : '新增事件'}
      open={open}
      onClose={onClose}
      width={860}
      labelWidth={100}
      initialValues={event ? valuesOf(event) : { enabled: 1 }}
      onSubmit={(values) => (event ? edit.mutateAsync({ body: { eventCode: event.eventCode, ...toBody(values) } }) : save.mutateAsync({ body: toBody(values) }))}
    >
      <Form.Item name="eventTitle" label="事件标题" rules={contractRules(body, 'eventTitle', { required: '请输入事件标题' })}>
        <Input placeholder="如：新郑市某企业规模性减员帮扶" count={contractCount(body, 'eventTitle')} />
      </Form.Item>
      <Form.Item name="eventType" label="事件类别" rules={[{ required: true, message: '请选择事件类别' }]}>
        <Select options={labelOptions(HOT_EVENT_TYPE_LABELS, HOT_EVENT_TYPE_VALUES)} placeholder="请选择事件类别" style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="regionCode" label="所属区域" extra="可选择省、市或区县" rules={[{ required: true, message: '请选择所属区域' }]}>
        <RegionCascader anyLevel width={320} />
      </Form.Item>
      <Form.Item name="period" label="事件时间" extra={collected} rules={[{ required: true, message: '请选择开始时间和结束时间' }, PERIOD_RULE]}>
        <TimeRangePicker />
      </Form.Item>
      <Form.Item name="enabled" label="启用状态" extra="禁用后已收集的数据仍可处理">
        <Radio.Group
          options={[
            { value: 1, label: '启用' },
            { value: 0, label: '禁用' },
          ]}
        />
      </Form.Item>
      <Form.Item name="description" label="事件描述" rules={contractRules(body, 'description', { required: '请输入事件描述' })}>
        <RichTextEditor placeholder="请输入事件描述（事件概况、工作要求等）" height={200} />
      </Form.Item>
    </ModalForm>
  );
}
