import { ANNO_CONTENT_TEXT_MAX, annoApi, type AnnoDetail } from '@hrbd/contract';
import { Form, Input, Switch } from 'antd';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { RichTextEditor, richTextRule } from '../../../components/rich-text';
import { useApiMutation } from '../../../lib/query';
import { DisplayFields, displayBodyOf, displayValuesOf, type DisplayValues } from '../shared/display';

const body = annoApi.saveAnno.body;

interface Values extends DisplayValues {
  title: string;
  content: string;
  isTop: boolean;
}

const toBody = (v: Values) => ({ title: v.title, content: v.content, isTop: v.isTop ? 1 : 0, ...displayBodyOf(v) });

/** 新增公告 / 编辑公告: title, rich-text body (pictures and links allowed, scripts dropped by the server), 置顶 and when it shows. */
export function AnnoFormDialog({ anno, onClose }: { anno: AnnoDetail | null | undefined; onClose: () => void }) {
  const editing = anno !== null && anno !== undefined;
  const invalidates = [annoApi.queryAnnoList, annoApi.queryAnnoInfo];
  const save = useApiMutation(annoApi.saveAnno, { invalidates });
  const edit = useApiMutation(annoApi.editAnno, { invalidates });
  return (
    <ModalForm<Values>
      title={editing ? '编辑公告' : '新增公告'}
      open={anno !== undefined}
      onClose={onClose}
      width={860}
      labelWidth={100}
      initialValues={editing ? { title: anno.title, content: anno.content, isTop: anno.isTop === 1, ...displayValuesOf(anno) } : { isTop: false, enabled: true }}
      onSubmit={(v) => (editing ? edit.mutateAsync({ body: { ...toBody(v), annoCode: anno.annoCode } }) : save.mutateAsync({ body: toBody(v) }))}
    >
      <Form.Item name="title" label="公告标题" rules={contractRules(body, 'title', { required: '请输入公告标题' })}>
        <Input placeholder="如：关于春季招聘活动的公告" count={contractCount(body, 'title')} />
      </Form.Item>
      <Form.Item name="content" label="公告内容" rules={[{ required: true, message: '请输入公告内容' }, richTextRule(ANNO_CONTENT_TEXT_MAX)]}>
        <RichTextEditor placeholder="请输入公告内容" height={220} maxLength={ANNO_CONTENT_TEXT_MAX} />
      </Form.Item>
      <Form.Item name="isTop" label="置顶" valuePropName="checked" extra="置顶公告排在最前">
        <Switch checkedChildren="置顶" unCheckedChildren="不置顶" />
      </Form.Item>
      <DisplayFields />
    </ModalForm>
  );
}
