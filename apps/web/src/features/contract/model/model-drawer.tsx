import { CONTRACT_TYPE_LABELS, MODEL_LABELS, MODEL_SOURCE_LABELS, versionText, type ContractModelRecord } from '@hrbd/contract';
import { Button, Drawer, Space, Typography } from 'antd';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { formatFileSize } from '../../../lib/format';
import { EnableTag, ModelStateTag } from '../shared/tags';

const L = MODEL_LABELS;
const FIELDS: ReadonlyArray<DetailField<ContractModelRecord>> = [
  { key: 'modelName', label: L.modelName.label },
  { key: 'version', label: L.version.label, render: (v) => versionText(v) },
  { key: 'modelType', label: L.modelType.label, labels: CONTRACT_TYPE_LABELS },
  { key: 'sourceType', label: L.sourceType.label, labels: MODEL_SOURCE_LABELS },
  { key: 'cmpyName', label: L.cmpyName.label },
  { key: 'countyName', label: L.countyName.label },
  { key: 'approveState', label: L.approveState.label, render: (v) => <ModelStateTag value={v} /> },
  { key: 'isEnable', label: L.isEnable.label, render: (v) => <EnableTag value={v} /> },
  { key: 'submitterName', label: L.submitterName.label },
  { key: 'createTime', label: L.createTime.label },
  { key: 'reviewerName', label: L.reviewerName.label },
  { key: 'reviewTime', label: L.reviewTime.label },
  { key: 'rejectDesc', label: L.rejectDesc.label, span: 2 },
  { key: 'signCount', label: L.signCount.label },
  { key: 'modelCode', label: L.modelCode.label },
];

/** A model's detail: its facts, then the body — the rich text as stored (cleaned by the server) or the PDF shown inline with its digest. */
export function ModelDrawer({ model, onClose }: { model: ContractModelRecord | null; onClose: () => void }) {
  return (
    <Drawer title="合同模板详情" open={model !== null} onClose={onClose} width={860} destroyOnHidden>
      {model && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <DetailView fields={FIELDS} record={model} />
          {model.sourceType === 2 ? (
            <>
              <Space wrap>
                <Typography.Text type="secondary">
                  PDF {formatFileSize(model.pdfSize)} · SHA-256：<Typography.Text code copyable>{model.pdfSha256}</Typography.Text>
                </Typography.Text>
                {/* Files are served with frame-ancestors 'none', so the PDF opens in the browser's own viewer, not a frame. */}
                <Button type="primary" href={model.pdfUrl} target="_blank" rel="noopener noreferrer">
                  查看 PDF
                </Button>
                <Button href={model.pdfUrl} download>
                  下载 PDF
                </Button>
              </Space>
            </>
          ) : (
            // Stored only through the server's allow-list (sanitizeRichText), so it is shown as HTML.
            <div className="contract-model-body" style={{ border: '1px solid #f0f0f0', padding: 16, maxHeight: 560, overflow: 'auto' }} dangerouslySetInnerHTML={{ __html: model.content }} />
          )}
        </Space>
      )}
    </Drawer>
  );
}
