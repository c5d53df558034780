import {
  DICT_TYPES,
  EFFECT_STATE_LABELS,
  EFFECT_STATE_VALUES,
  POLICY_FILE_BODY_MAX,
  POLICY_FILE_LEVEL_LABELS,
  POLICY_FILE_LEVEL_VALUES,
  policyFileApi,
  policyItemApi,
  QUALIFICATION_ITEM_TYPE,
  subsidyApi,
  type PolicyFileDetail,
  type PolicyFileForm,
  type PolicyItemForm,
} from '@hrbd/contract';
import { Button, Card, DatePicker, Form, Input, Select, Space } from 'antd';
import { labelOptions } from '../../../components/label-tag';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { RegionCascader } from '../../../components/region-cascader';
import { RichTextEditor, richTextRule } from '../../../components/rich-text';
import dayjs, { type Dayjs } from '../../../lib/dayjs';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { AttachmentField } from '../shared/attachment-field';
import { useKeyDict, useThemeTags } from '../shared/theme-tags';

const DATE = 'YYYY-MM-DD';
const AFFECTED = [policyFileApi.list, policyFileApi.info];
const body = policyFileApi.add.body;

interface Values {
  title: string;
  docNo: string;
  issuer: string;
  level: 1 | 2 | 3 | 4;
  regionCode?: string;
  publishDate: Dayjs;
  effectiveDate?: Dayjs | null;
  effectState: 1 | 2 | 3;
  themeTags: string[];
  body?: string;
  attachments: string[];
}

function toBody(v: Values): PolicyFileForm {
  return {
    title: v.title,
    docNo: v.docNo,
    issuer: v.issuer,
    level: v.level,
    regionCode: v.level === 1 ? null : (v.regionCode ?? null),
    publishDate: v.publishDate.format(DATE),
    effectiveDate: v.effectiveDate ? v.effectiveDate.format(DATE) : null,
    effectState: v.effectState,
    themeTags: v.themeTags ?? [],
    body: v.body ?? '',
    attachments: v.attachments ?? [],
  };
}

/** The cascader level a file's region is picked at: 省, 市 or 区县. */
const REGION_LEVEL = { 2: 'province', 3: 'city', 4: 'county' } as const;

/** 新增 / 编辑 a 政策文件: 文号 unique (the server names the file holding it), a region below 国家, body and attachments. */
export function FileFormDialog({ file, onClose }: { file: PolicyFileDetail | null | undefined; onClose: () => void }) {
  const editing = file !== null && file !== undefined;
  const add = useApiMutation(policyFileApi.add, { invalidates: AFFECTED });
  const edit = useApiMutation(policyFileApi.edit, { invalidates: AFFECTED });
  const themes = useThemeTags();
  const initial: Partial<Values> = editing
    ? {
        title: file.title,
        docNo: file.docNo,
        issuer: file.issuer,
        level: file.level as Values['level'],
        regionCode: file.regionCode ?? undefined,
        publishDate: dayjs(file.publishDate),
        effectiveDate: file.effectiveDate ? dayjs(file.effectiveDate) : null,
        effectState: file.effectState as Values['effectState'],
        themeTags: file.themeTags,
        body: file.body,
        attachments: file.attachments.map((a) => a.objectKey),
      }
    : { level: 3, effectState: 1, themeTags: [], attachments: [] };
  return (
    <ModalForm<Values>
      title={editing ? '编辑政策文件' : '新增政策文件'}
      open={file !== undefined}
      onClose={onClose}
      width={960}
      labelWidth={110}
      initialValues={initial}
      onSubmit={(v) => (editing ? edit.mutateAsync({ body: { ...toBody(v), fileCode: file.fileCode } }) : add.mutateAsync({ body: toBody(v) }))}
    >
      {(form) => (
        <>
          <Form.Item name="title" label="文件标题" rules={contractRules(body, 'title', { required: '请输入文件标题' })}>
            <Input placeholder="如：郑州市人民政府关于进一步做好稳就业工作的通知" count={contractCount(body, 'title')} />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item name="docNo" label="文号" rules={contractRules(body, 'docNo', { required: '请输入文号' })}>
              <Input placeholder="如：郑政〔2025〕12号" style={{ width: 240 }} />
            </Form.Item>
            <Form.Item name="issuer" label="发文机关" rules={contractRules(body, 'issuer', { required: '请输入发文机关' })}>
              <Input placeholder="如：郑州市人民政府" style={{ width: 280 }} />
            </Form.Item>
          </Space>
          <Space size="large" wrap>
            <Form.Item name="level" label="层级" rules={[{ required: true, message: '请选择层级' }]}>
              <Select style={{ width: 160 }} options={labelOptions(POLICY_FILE_LEVEL_LABELS, POLICY_FILE_LEVEL_VALUES)} onChange={() => form.setFieldValue('regionCode', undefined)} />
            </Form.Item>
            <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.level !== b.level}>
              {() => {
                const level = form.getFieldValue('level') as Values['level'];
                return level === 1 ? null : (
                  <Form.Item name="regionCode" label="地区" rules={[{ required: true, message: '请选择地区' }]}>
                    <RegionCascader level={REGION_LEVEL[level]} placeholder="请选择地区" />
                  </Form.Item>
                );
              }}
            </Form.Item>
            <Form.Item name="effectState" label="效力状态">
              <Select style={{ width: 160 }} options={labelOptions(EFFECT_STATE_LABELS, EFFECT_STATE_VALUES)} />
            </Form.Item>
          </Space>
          <Space size="large" wrap>
            <Form.Item name="publishDate" label="发布日期" rules={[{ required: true, message: '请选择发布日期' }]}>
              <DatePicker />
            </Form.Item>
            <Form.Item name="effectiveDate" label="施行日期">
              <DatePicker />
            </Form.Item>
          </Space>
          <Form.Item name="themeTags" label="主题标签">
            <Select mode="multiple" maxCount={5} options={themes.options} placeholder="请选择主题标签" />
          </Form.Item>
          <Form.Item name="body" label="正文" rules={[richTextRule(POLICY_FILE_BODY_MAX)]}>
            <RichTextEditor placeholder="请输入文件正文" height={240} maxLength={POLICY_FILE_BODY_MAX} />
          </Form.Item>
          <Form.Item name="attachments" label="附件">
            <AttachmentField />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}

type ItemValues = Omit<PolicyItemForm, 'applyStart' | 'applyEnd'> & { window?: [Dayjs, Dayjs] | null };

/**
 * 设置事项: the 政策事项 the file defines, as one list replaced whole. An item
 * already saved keeps its code (and its declarations); one removed that has
 * declarations is refused by the server, naming it.
 */
export function ItemsDialog({ file, onClose }: { file: PolicyFileDetail | null; onClose: () => void }) {
  const set = useApiMutation(policyFileApi.set, { invalidates: [...AFFECTED, policyItemApi.queryPageItem, policyItemApi.countByItemType] });
  const types = useKeyDict(DICT_TYPES.policyTypeGroup2);
  const subTypes = useKeyDict(DICT_TYPES.policyTypeGroup1);
  const themes = useThemeTags();
  const initial = {
    items: (file?.items ?? []).map<ItemValues>((i) => ({
      itemCode: i.itemCode,
      itemName: i.itemName,
      itemType: i.itemType,
      subType: i.subType ?? undefined,
      themeTags: i.themeTags,
      department: i.department,
      supportContent: i.supportContent,
      window: i.applyStart && i.applyEnd ? [dayjs(i.applyStart), dayjs(i.applyEnd)] : null,
    })),
  };
  return (
    <ModalForm<{ items: ItemValues[] }>
      title={`设置政策事项${file ? `：${file.title}` : ''}`}
      open={file !== null}
      onClose={onClose}
      width={1000}
      initialValues={initial}
      onSubmit={(v) =>
        set.mutateAsync({
          body: {
            fileCode: file?.fileCode ?? '',
            items: (v.items ?? []).map(({ window, ...item }) => ({
              ...item,
              subType: item.itemType === QUALIFICATION_ITEM_TYPE ? item.subType : undefined,
              themeTags: item.themeTags ?? [],
              supportContent: item.supportContent ?? '',
              applyStart: window?.[0]?.format(DATE) ?? null,
              applyEnd: window?.[1]?.format(DATE) ?? null,
            })),
          },
        })
      }
    >
      {(form) => (
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.map((f, index) => (
                <Card key={f.key} size="small" title={`事项 ${index + 1}`} extra={<Button type="link" danger onClick={() => remove(f.name)}>移除</Button>}>
                  <Form.Item name={[f.name, 'itemCode']} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[f.name, 'itemName']} label="事项名称" rules={[{ required: true, message: '请输入事项名称' }, { min: 2, max: 100, message: '事项名称应为2–100个字' }]}>
                    <Input placeholder="如：高新技术企业认定奖励" />
                  </Form.Item>
                  <Space wrap>
                    <Form.Item name={[f.name, 'itemType']} label="事项类型" rules={[{ required: true, message: '请选择事项类型' }]}>
                      <Select style={{ width: 160 }} options={types.options} />
                    </Form.Item>
                    <Form.Item noStyle shouldUpdate>
                      {() =>
                        form.getFieldValue(['items', f.name, 'itemType']) === QUALIFICATION_ITEM_TYPE ? (
                          <Form.Item name={[f.name, 'subType']} label="事项子类" rules={[{ required: true, message: '资质荣誉类事项请选择事项子类' }]}>
                            <Select style={{ width: 160 }} options={subTypes.options} />
                          </Form.Item>
                        ) : null
                      }
                    </Form.Item>
                    <Form.Item name={[f.name, 'department']} label="主管部门" rules={[{ required: true, message: '请输入主管部门' }]}>
                      <Input style={{ width: 240 }} placeholder="如：郑州市科学技术局" />
                    </Form.Item>
                  </Space>
                  <Space wrap>
                    <Form.Item name={[f.name, 'themeTags']} label="主题标签">
                      <Select mode="multiple" maxCount={5} style={{ minWidth: 260 }} options={themes.options} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'window']} label="申报时间">
                      <DatePicker.RangePicker placeholder={['申报开始日期', '申报结束日期']} />
                    </Form.Item>
                  </Space>
                  <Form.Item name={[f.name, 'supportContent']} label="扶持内容">
                    <Input.TextArea rows={2} maxLength={2000} showCount />
                  </Form.Item>
                </Card>
              ))}
              <Button type="dashed" block onClick={() => add({ itemType: '1', themeTags: [] })}>
                添加事项
              </Button>
            </Space>
          )}
        </Form.List>
      )}
    </ModalForm>
  );
}

/** 关联项目: the 补贴项目 this file is 政策依据 for, replaced whole. */
export function RelateDialog({ file, onClose }: { file: PolicyFileDetail | null; onClose: () => void }) {
  const relate = useApiMutation(policyFileApi.relate, { invalidates: AFFECTED });
  const projects = useApiQuery(subsidyApi.queryPageSubsidy, { body: { pageNum: 1, pageSize: 100 } }, { enabled: file !== null });
  return (
    <ModalForm<{ projectCodes: string[] }>
      title={`关联补贴项目${file ? `：${file.title}` : ''}`}
      open={file !== null}
      onClose={onClose}
      width={640}
      initialValues={{ projectCodes: file?.projects.map((p) => p.projectCode) ?? [] }}
      onSubmit={(v) => relate.mutateAsync({ body: { fileCode: file?.fileCode ?? '', projectCodes: v.projectCodes ?? [] } })}
    >
      <Form.Item name="projectCodes" label="补贴项目" extra="本文件将作为所选补贴项目的政策依据">
        <Select
          mode="multiple"
          loading={projects.isLoading}
          optionFilterProp="label"
          options={(projects.data?.records ?? []).map((p) => ({ value: p.projectCode, label: p.projectName }))}
          placeholder="请选择补贴项目"
        />
      </Form.Item>
    </ModalForm>
  );
}
