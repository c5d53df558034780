import { CONTRACT_TYPE_LABELS, SIGN_LABELS, onlineSignApi, versionText, type SignRecord } from '@hrbd/contract';
import { CheckCircleTwoTone, CloseCircleTwoTone, SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Space, Typography } from 'antd';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { formatFileSize } from '../../../lib/format';
import { useApiQuery } from '../../../lib/query';
import { SignStateTag } from '../shared/tags';

const L = SIGN_LABELS;
const FIELDS: ReadonlyArray<DetailField<SignRecord>> = [
  { key: 'signCode', label: L.signCode.label },
  { key: 'signState', label: L.signState.label, render: (v) => <SignStateTag value={v} /> },
  { key: 'partyA', label: L.partyA.label },
  { key: 'partyB', label: L.partyB.label },
  { key: 'partyBIdCard', label: L.partyBIdCard.label },
  { key: 'partyBMobile', label: L.partyBMobile.label },
  { key: 'modelName', label: L.modelName.label, render: (v, r) => `${v}（${versionText(r.modelVersion)}）` },
  { key: 'modelType', label: L.modelType.label, labels: CONTRACT_TYPE_LABELS },
  { key: 'startDate', label: L.contractPeriod.label, render: (v, r) => `${v} 至 ${r.endDate}` },
  { key: 'countyName', label: L.countyName.label },
  { key: 'createTime', label: L.createTime.label },
  { key: 'deadline', label: L.deadline.label },
  { key: 'signTime', label: L.signTime.label },
  { key: 'refuseReason', label: L.refuseReason.label },
];

/** 校验: the page asked for this one signing with `verify`, which recomputes the stored PDF's SHA-256. */
function Verification({ signCode }: { signCode: string }) {
  // Asked only on 校验 (recomputing the digest reads the whole file), and afresh on every press.
  const query = useApiQuery(onlineSignApi.page, { body: { signCode, verify: true, pageNum: 1, pageSize: 10 } }, { enabled: false });
  const result = query.data?.records[0]?.verification;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button icon={<SafetyCertificateOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
        校验签署文件
      </Button>
      {query.isError && <Alert type="error" showIcon message={`校验失败：${query.error.message}`} />}
      {result && !query.isFetching && (
        <Alert
          type={result.passed ? 'success' : 'error'}
          showIcon
          icon={result.passed ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <CloseCircleTwoTone twoToneColor="#ff4d4f" />}
          message={result.passed ? '校验通过：签署文件未被改动' : `校验未通过：${result.reason}`}
          description={
            <Space direction="vertical" size={0}>
              <span>存证摘要（SHA-256）：{result.storedSha256 || '-'}</span>
              <span>当前文件摘要：{result.actualSha256 || '-'}</span>
              <span>校验时间：{result.checkTime}</span>
            </Space>
          }
        />
      )}
    </Space>
  );
}

/** A signing's detail: the parties (masked), the model and period, the signed PDF with its digest, and 校验. */
export function SignDrawer({ signing, onClose }: { signing: SignRecord | null; onClose: () => void }) {
  return (
    <Drawer title="签约详情" open={signing !== null} onClose={onClose} width={860} destroyOnHidden>
      {signing && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <DetailView fields={FIELDS} record={signing} />
          {signing.pdfUrl ? (
            <>
              <Space wrap>
                <Typography.Text type="secondary">
                  签署文件 {formatFileSize(signing.pdfSize)} · SHA-256：<Typography.Text code copyable>{signing.pdfSha256}</Typography.Text>
                </Typography.Text>
                {/* Files are served with frame-ancestors 'none', so the PDF opens in the browser's own viewer, not a frame. */}
                <Button type="primary" href={signing.pdfUrl} target="_blank" rel="noopener noreferrer">
                  查看 PDF
                </Button>
                <Button href={signing.pdfUrl} download>
                  下载 PDF
                </Button>
              </Space>
              <Verification signCode={signing.signCode} />
            </>
          ) : (
            <Alert type="info" showIcon message="签约尚未签署，没有签署文件" />
          )}
        </Space>
      )}
    </Drawer>
  );
}
