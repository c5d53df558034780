import { CONTRACT_PLACEHOLDERS, CONTRACT_TYPE_LABELS, CONTRACT_TYPE_VALUES, MODEL_BODY_MAX, contractModelApi, contractModelPdfApi } from '@hrbd/contract';
import { Form, Input, Select, Space, Tag, Typography } from 'antd';
import { CompanySelect } from '../../../components/company-select';
import { FileUploader } from '../../../components/file-uploader';
import { labelOptions } from '../../../components/label-tag';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { RichTextEditor, richTextRule } from '../../../components/rich-text';
import { useApiMutation } from '../../../lib/query';
import { MODEL_QUERIES } from '../shared/queries';

export type ModelFormKind = 'richText' | 'pdf';

interface Values {
  modelName: string;
  modelType: number;
  cmpyCode: string;
  content?: string;
  pdfKey?: string;
}

const body = contractModelApi.add.body;

/**
 * 新增合同模板: rich text with the contract's placeholders (shown as tags to
 * copy in), or 上传 PDF 模板 (the file goes through the shared uploader, then
 * yunji/add registers it with the e-sign provider). Either is sent for review.
 */
export function ModelFormDialog({ kind, onClose }: { kind: ModelFormKind | null; onClose: () => void }) {
  const add = useApiMutation(contractModelApi.add, { invalidates: MODEL_QUERIES });
  const addPdf = useApiMutation(contractModelPdfApi.add, { invalidates: MODEL_QUERIES });
  const submit = (v: Values) =>
    kind === 'pdf'
      ? addPdf.mutateAsync({ body: { modelName: v.modelName, modelType: v.modelType, cmpyCode: v.cmpyCode, pdfKey: v.pdfKey ?? '' } })
      : add.mutateAsync({ body: { modelName: v.modelName, modelType: v.modelType, cmpyCode: v.cmpyCode, content: v.content ?? '' } });
  return (
    <ModalForm<Values>
      title={kind === 'pdf' ? '上传 PDF 合同模板' : '新增合同模板'}
      open={kind !== null}
      onClose={onClose}
      width={kind === 'pdf' ? 620 : 900}
      labelWidth={96}
      initialValues={{ modelType: 1 }}
      onSubmit={submit}
    >
      <Form.Item name="modelName" label="模板名称" rules={contractRules(body, 'modelName', { required: '请输入模板名称' })} extra="同一企业再次提交同名模板即为新版本">
        <Input placeholder="如：全日制劳动合同" count={contractCount(body, 'modelName')} />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name="modelType" label="合同类型" rules={[{ required: true, message: '请选择合同类型' }]}>
          <Select style={{ width: 180 }} options={labelOptions(CONTRACT_TYPE_LABELS, CONTRACT_TYPE_VALUES)} />
        </Form.Item>
        <Form.Item name="cmpyCode" label="所属企业" rules={[{ required: true, message: '请选择所属企业' }]}>
          <CompanySelect width={280} />
        </Form.Item>
      </Space>
      {kind === 'pdf' ? (
        <Form.Item name="pdfKey" label="合同 PDF" rules={[{ required: true, message: '请上传合同 PDF' }]} extra="仅限 PDF 文件，不超过 20 MB；保存后由电子签章平台存证（SHA-256）">
          <FileUploader kind="document" />
        </Form.Item>
      ) : (
        <>
          <Form.Item label="可用占位符">
            <Space size={[4, 4]} wrap>
              {CONTRACT_PLACEHOLDERS.map((p) => (
                <Tag key={p}>
                  <Typography.Text copyable={{ text: `{{${p}}}` }}>{`{{${p}}}`}</Typography.Text>
                </Tag>
              ))}
            </Space>
          </Form.Item>
          <Form.Item name="content" label="合同正文" rules={[{ required: true, message: '请输入合同正文' }, richTextRule(MODEL_BODY_MAX)]}>
            <RichTextEditor placeholder="请输入合同正文，签署时占位符替换为双方信息" height={300} maxLength={MODEL_BODY_MAX} />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
