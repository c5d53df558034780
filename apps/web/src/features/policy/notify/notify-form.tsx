import { applyNotifyApi, RICH_BODY_MAX, SUBSIDY_STATE_LABELS, subsidyApi, type NotifyDetail } from '@hrbd/contract';
import { Form, Input, Select } from 'antd';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { RichTextEditor, richTextRule } from '../../../components/rich-text';
import { TimeRangePicker, type TimeRange } from '../../../components/time-range-picker';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { useSearchText } from '../../../lib/use-search-text';
import { AttachmentsField } from '../shared/skill-record';

const body = applyNotifyApi.addApplyNotify.body;

interface Values {
  title: string;
  projectCode: string;
  reportPeriod: TimeRange;
  target: string;
  content: string;
  attachments: string[];
}

/** 补贴项目 to announce, searched by name, each with its state (提交 of the notice needs it 已提交). */
function useProjectOptions(current: NotifyDetail | null) {
  const [search, setSearch] = useSearchText();
  const query = useApiQuery(subsidyApi.queryPageSubsidy, { body: { pageNum: 1, pageSize: 50, projectName: search } });
  const options = new Map<string, string>();
  if (current) options.set(current.projectCode, current.projectName || current.projectCode);
  for (const p of query.data?.records ?? []) options.set(p.projectCode, `${p.projectName}（${SUBSIDY_STATE_LABELS[p.state as 0 | 1 | 2]}）`);
  return { setSearch, loading: query.isFetching, options: [...options].map(([value, label]) => ({ value, label })) };
}

/**
 * 新增申报通知 / 编辑申报通知 (草稿 or 已撤销): the 补贴项目 it announces (any
 * state while drafting; 提交 needs it 已提交), the report window, who may
 * apply, the body and attachments.
 */
export function NotifyFormDialog({ notice, onClose }: { notice: NotifyDetail | null | undefined; onClose: () => void }) {
  const editing = notice !== null && notice !== undefined;
  const invalidates = [applyNotifyApi.getNotifyList, applyNotifyApi.notifyInfo];
  const add = useApiMutation(applyNotifyApi.addApplyNotify, { invalidates });
  const edit = useApiMutation(applyNotifyApi.editApplyNotify, { invalidates });
  const projects = useProjectOptions(editing ? notice : null);
  const toBody = (v: Values) => ({
    title: v.title,
    projectCode: v.projectCode,
    reportStart: v.reportPeriod[0],
    reportEnd: v.reportPeriod[1],
    target: v.target,
    content: v.content,
    attachments: v.attachments ?? [],
  });
  return (
    <ModalForm<Values>
      title={editing ? '编辑申报通知' : '新增申报通知'}
      open={notice !== undefined}
      onClose={onClose}
      width={900}
      labelWidth={110}
      initialValues={
        editing
          ? { title: notice.title, projectCode: notice.projectCode, reportPeriod: [notice.reportStart, notice.reportEnd], target: notice.target, content: notice.content, attachments: notice.attachments }
          : { attachments: [] }
      }
      onSubmit={(values) => (editing ? edit.mutateAsync({ body: { ...toBody(values), notifyCode: notice.notifyCode } }) : add.mutateAsync({ body: toBody(values) }))}
    >
      <Form.Item name="title" label="通知标题" rules={contractRules(body, 'title', { required: '请输入通知标题' })}>
        <Input placeholder="如：关于开展2025年灵活就业人员社会保险补贴申报工作的通知" count={contractCount(body, 'title')} />
      </Form.Item>
      <Form.Item name="projectCode" label="补贴项目" rules={[{ required: true, message: '请选择补贴项目' }]} extra="提交通知前，所选补贴项目须已提交">
        <Select showSearch filterOption={false} onSearch={projects.setSearch} loading={projects.loading} options={projects.options} placeholder="请选择补贴项目" />
      </Form.Item>
      <Form.Item name="reportPeriod" label="申报时间" rules={[{ required: true, message: '请选择申报开始时间和申报结束时间' }]}>
        <TimeRangePicker />
      </Form.Item>
      <Form.Item name="target" label="申报对象" rules={contractRules(body, 'target', { required: '请输入申报对象' })}>
        <Input.TextArea rows={2} count={contractCount(body, 'target')} placeholder="如：本市户籍、登记灵活就业的就业困难人员" />
      </Form.Item>
      <Form.Item name="content" label="通知内容" rules={[{ required: true, message: '请输入通知内容' }, richTextRule(RICH_BODY_MAX)]}>
        <RichTextEditor placeholder="请输入通知内容（申报条件、申报材料、办理方式等）" height={240} maxLength={RICH_BODY_MAX} />
      </Form.Item>
      <Form.Item name="attachments" label="附件">
        <AttachmentsField />
      </Form.Item>
    </ModalForm>
  );
}
