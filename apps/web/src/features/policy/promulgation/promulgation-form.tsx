import { promulgationApi, RICH_BODY_MAX, SKILL_RECORD_STATES, skillOrganApi, type PromulgationDetail } from '@hrbd/contract';
import { DatePicker, Form, Input, Select } from 'antd';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { RichTextEditor, richTextRule } from '../../../components/rich-text';
import dayjs, { type Dayjs } from '../../../lib/dayjs';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { useSearchText } from '../../../lib/use-search-text';
import { AttachmentsField } from '../shared/skill-record';

const body = promulgationApi.addPromulgation.body;

interface Values {
  title: string;
  docNo: string;
  unit: string;
  publishDate: Dayjs;
  content: string;
  attachments: string[];
  organCodes: string[];
}

/** The submitted organisations a document may relate, searched by name (the current ones kept as options). */
function useOrganOptions(current: PromulgationDetail['organs']) {
  const [search, setSearch] = useSearchText();
  const query = useApiQuery(skillOrganApi.organList, { query: { pageNum: 1, pageSize: 50, state: SKILL_RECORD_STATES.submitted, organName: search } });
  const seen = new Map(current.map((o) => [o.businessCode, o.organName]));
  for (const o of query.data?.records ?? []) seen.set(o.businessCode, o.organName);
  return { setSearch, loading: query.isFetching, options: [...seen].map(([value, label]) => ({ value, label })) };
}

/**
 * 新增政策发文 / 编辑政策发文 (草稿 or 已撤销): 标题, 文号 (unique), 发文单位,
 * 发文日期, the body in the rich-text editor, attachments, and the submitted
 * 技能机构 it concerns.
 */
export function PromulgationFormDialog({ doc, onClose }: { doc: PromulgationDetail | null | undefined; onClose: () => void }) {
  const editing = doc !== null && doc !== undefined;
  const invalidates = [promulgationApi.getList, promulgationApi.getPromulgationInfo];
  const add = useApiMutation(promulgationApi.addPromulgation, { invalidates });
  const edit = useApiMutation(promulgationApi.eidtPromulgation, { invalidates });
  const organs = useOrganOptions(doc?.organs ?? []);
  const toBody = (v: Values) => ({ ...v, publishDate: v.publishDate.format('YYYY-MM-DD'), attachments: v.attachments ?? [], organCodes: v.organCodes ?? [] });
  return (
    <ModalForm<Values>
      title={editing ? '编辑政策发文' : '新增政策发文'}
      open={doc !== undefined}
      onClose={onClose}
      width={900}
      labelWidth={110}
      initialValues={
        editing
          ? { title: doc.title, docNo: doc.docNo, unit: doc.unit, publishDate: dayjs(doc.publishDate), content: doc.content, attachments: doc.attachments, organCodes: doc.organs.map((o) => o.businessCode) }
          : { unit: '郑州市人力资源和社会保障局', attachments: [], organCodes: [] }
      }
      onSubmit={(values) => (editing ? edit.mutateAsync({ body: { ...toBody(values), id: doc.id } }) : add.mutateAsync({ body: toBody(values) }))}
    >
      <Form.Item name="title" label="标题" rules={contractRules(body, 'title', { required: '请输入标题' })}>
        <Input placeholder="如：关于公布职业技能等级认定社会培训评价组织名单的通知" count={contractCount(body, 'title')} />
      </Form.Item>
      <Form.Item name="docNo" label="文号" rules={contractRules(body, 'docNo', { required: '请输入文号' })}>
        <Input placeholder="如：郑人社〔2025〕12号" style={{ width: 300 }} />
      </Form.Item>
      <Form.Item name="unit" label="发文单位" rules={contractRules(body, 'unit', { required: '请输入发文单位' })}>
        <Input style={{ width: 400 }} />
      </Form.Item>
      <Form.Item name="publishDate" label="发文日期" rules={[{ required: true, message: '请选择发文日期' }]}>
        <DatePicker />
      </Form.Item>
      <Form.Item name="content" label="正文" rules={[{ required: true, message: '请输入正文' }, richTextRule(RICH_BODY_MAX)]}>
        <RichTextEditor placeholder="请输入正文" height={240} maxLength={RICH_BODY_MAX} />
      </Form.Item>
      <Form.Item name="organCodes" label="关联技能机构" extra="只能关联已提交的技能机构">
        <Select
          mode="multiple"
          showSearch
          filterOption={false}
          onSearch={organs.setSearch}
          loading={organs.loading}
          options={organs.options}
          placeholder="请选择技能机构"
        />
      </Form.Item>
      <Form.Item name="attachments" label="附件">
        <AttachmentsField />
      </Form.Item>
    </ModalForm>
  );
}
