import { PUBLICATION_APIS, PUBLICATION_BODY_MAX, PUBLICATION_STATES, PUBLICATION_SUBJECTS, type PublicationDetail, type PublicationForm, type PublicationKind } from '@hrbd/contract';
import { DatePicker, Form, Input, Radio, Select } from 'antd';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { ImageUploader } from '../../../components/image-uploader';
import { RichTextEditor, richTextRule } from '../../../components/rich-text';
import dayjs, { type Dayjs } from '../../../lib/dayjs';
import { useApiMutation } from '../../../lib/query';
import { AttachmentField } from '../shared/attachment-field';
import { useThemeTags } from '../shared/theme-tags';

const TIME = 'YYYY-MM-DD HH:mm:ss';

interface Values {
  title: string;
  themeTags: string[];
  source?: string;
  publishTime?: Dayjs | null;
  summary?: string;
  cover?: string;
  body?: string;
  attachments: string[];
  /** 保存草稿 or 提交: only for a new record, a draft or an offline one. */
  how?: 'draft' | 'submit';
}

function toBody(v: Values, code: string | undefined): PublicationForm {
  return {
    code,
    title: v.title,
    themeTags: v.themeTags ?? [],
    source: v.source ?? '',
    publishTime: v.publishTime ? v.publishTime.format(TIME) : null,
    summary: v.summary ?? '',
    cover: v.cover ?? null,
    body: v.body ?? '',
    attachments: v.attachments ?? [],
  };
}

/** What the dialog was opened for: a new one (`null`), or a record to edit or to submit. */
export interface Editing {
  record: PublicationDetail | null;
  /** 提交 from the row: the choice is preset to 提交. */
  submit?: boolean;
}

/**
 * 新增 / 编辑 a 政策信息 or 政策报告. A new record, a draft or an offline one
 * is saved as 草稿 or 提交 (a publish time ahead waits as 待发布, none or a
 * past one goes out at once); 待发布 and 已发布 ones are edited in place.
 */
export function PublicationFormDialog({ kind, editing, onClose }: { kind: PublicationKind; editing: Editing | undefined; onClose: () => void }) {
  const api = PUBLICATION_APIS[kind];
  const subject = PUBLICATION_SUBJECTS[kind];
  const invalidates = [api.page, api.detail, api.pageOnHome, api.countOnHome];
  const add = useApiMutation(api.add, { invalidates });
  const draft = useApiMutation(api.saveDraft, { invalidates });
  const edit = useApiMutation(api.edit, { invalidates });
  const themes = useThemeTags();
  const record = editing?.record ?? null;
  const inPlace = record !== null && (record.state === PUBLICATION_STATES.scheduled || record.state === PUBLICATION_STATES.published);
  const body = api.add.body;
  const initial: Partial<Values> = record
    ? {
        title: record.title,
        themeTags: record.themeTags,
        source: record.source,
        publishTime: record.publishTime ? dayjs(record.publishTime) : null,
        summary: record.summary,
        cover: record.cover ?? undefined,
        body: record.body,
        attachments: record.attachments.map((a) => a.objectKey),
        how: editing?.submit ? 'submit' : 'draft',
      }
    : { themeTags: [], attachments: [], how: 'draft' };
  const submit = (v: Values) => {
    const sent = { body: toBody(v, record?.code) };
    if (inPlace && record) return edit.mutateAsync({ body: { ...sent.body, code: record.code } });
    return v.how === 'submit' ? add.mutateAsync(sent) : draft.mutateAsync(sent);
  };
  return (
    <ModalForm<Values>
      title={record ? (editing?.submit ? `提交${subject}` : `编辑${subject}`) : `新增${subject}`}
      open={editing !== undefined}
      onClose={onClose}
      width={960}
      labelWidth={110}
      initialValues={initial}
      onSubmit={submit}
    >
      <Form.Item name="title" label="标题" rules={contractRules(body, 'title', { required: '请输入标题' })}>
        <Input placeholder={kind === 1 ? '如：郑州市2025年稳就业政策解读' : '如：2025年第三季度郑州市人力资源市场供求分析报告'} count={contractCount(body, 'title')} />
      </Form.Item>
      <Form.Item name="themeTags" label="主题标签">
        <Select mode="multiple" maxCount={5} options={themes.options} placeholder="请选择主题标签" />
      </Form.Item>
      <Form.Item name="source" label="来源/作者" rules={contractRules(body, 'source')}>
        <Input placeholder="如：郑州市人力资源和社会保障局" count={contractCount(body, 'source')} />
      </Form.Item>
      <Form.Item name="publishTime" label="发布时间" extra={inPlace ? undefined : '晚于现在则到时自动发布；不填则提交后立即发布'}>
        <DatePicker showTime format={TIME} disabled={record?.state === PUBLICATION_STATES.published} placeholder="请选择发布时间" />
      </Form.Item>
      <Form.Item name="summary" label="摘要" rules={contractRules(body, 'summary')}>
        <Input.TextArea rows={2} count={contractCount(body, 'summary')} />
      </Form.Item>
      <Form.Item name="cover" label="封面">
        <ImageUploader />
      </Form.Item>
      <Form.Item name="body" label="正文" rules={[richTextRule(PUBLICATION_BODY_MAX)]}>
        <RichTextEditor placeholder="请输入正文" height={260} maxLength={PUBLICATION_BODY_MAX} />
      </Form.Item>
      <Form.Item name="attachments" label={kind === 2 ? '附件（报告PDF）' : '附件'}>
        <AttachmentField />
      </Form.Item>
      {!inPlace && (
        <Form.Item name="how" label="保存方式">
          <Radio.Group options={[{ value: 'draft', label: '保存草稿' }, { value: 'submit', label: '提交' }]} />
        </Form.Item>
      )}
    </ModalForm>
  );
}
