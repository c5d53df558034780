import { IdcardOutlined } from '@ant-design/icons';
import { LICENSE_FILE_FIELD, licenseApi, ResultCode, UPLOAD_MESSAGES, type LicenseInfo } from '@hrbd/contract';
import { Alert, App, Button, Space, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { postForm } from '../../lib/form-request';
import { acceptOf, checkUploadFile } from '../../lib/upload-rules';

export interface LicenseUploaderProps {
  /** What OCR read off the license; fields it could not read are null. */
  onRecognised: (info: LicenseInfo) => void;
  disabled?: boolean;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'reading'; file: File }
  | { kind: 'refused'; file: File; msg: string }
  | { kind: 'read'; file: File; info: LicenseInfo };

/**
 * 上传营业执照 (spec §5): a photo of a business license is checked like any
 * picture (png/jpg/jpeg, ≤ 10 MB), sent to license OCR in `licenceFile`, and
 * what was read goes to the form. Code 400 (unreadable photo, invalid credit
 * code) shows the server's message with 重试; any other failure 上传失败.
 *
 * Usage in a company form:
 * ```tsx
 * <LicenseUploader
 *   onRecognised={(info) =>
 *     form.setFieldsValue({ creditCode: info.creditCode, cmpyName: info.cmpyName ?? undefined, legalPerson: info.legalPerson ?? undefined })
 *   }
 * />
 * ```
 */
export function LicenseUploader({ onRecognised, disabled }: LicenseUploaderProps) {
  const { message } = App.useApp();
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  const read = async (file: File) => {
    setStep({ kind: 'reading', file });
    try {
      const envelope = await postForm(licenseApi.disBusiLicense, {}, file, { fileField: LICENSE_FILE_FIELD });
      if (envelope.code === ResultCode.OK) {
        setStep({ kind: 'read', file, info: envelope.data });
        onRecognised(envelope.data);
        return;
      }
      if (envelope.code === ResultCode.BAD_REQUEST) {
        setStep({ kind: 'refused', file, msg: envelope.msg });
        return;
      }
    } catch {
      // Network trouble and timeouts are "any other failure" too.
    }
    setStep({ kind: 'idle' });
    void message.error(UPLOAD_MESSAGES.failed);
  };

  const busy = step.kind === 'reading';
  return (
    <div className="license-uploader">
      <Spin spinning={busy} tip="营业执照识别中…">
        <Upload
          accept={acceptOf('image')}
          showUploadList={false}
          disabled={disabled || busy}
          beforeUpload={(file) => {
            const problem = checkUploadFile(file, 'image');
            if (problem) void message.error(problem);
            else void read(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<IdcardOutlined />} disabled={disabled || busy}>
            上传营业执照
          </Button>
        </Upload>
      </Spin>
      {step.kind === 'refused' && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          message={step.msg}
          action={
            <Button size="small" onClick={() => void read(step.file)}>
              重试
            </Button>
          }
        />
      )}
      {step.kind === 'read' && (
        <Space style={{ marginTop: 8 }}>
          <Typography.Text type="success">识别成功</Typography.Text>
          <Typography.Text type="secondary">
            {step.info.cmpyName ?? step.file.name}（统一社会信用代码：{step.info.creditCode}）
          </Typography.Text>
        </Space>
      )}
    </div>
  );
}
