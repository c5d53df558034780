import { licenseApi, type LicenseInfo } from '@hrbd/contract';
import { Form, Input } from 'antd';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeUploads, type FormReply } from '../../test/fake-uploads';
import { chooseFiles, fileClaiming, makeFile, renderWidget } from '../../test/render-widget';
import { LicenseUploader } from './license-uploader';
const INFO: LicenseInfo = {
  creditCode: '91410100MA9XXXXX0A',
  cmpyName: '郑州示例科技有限公司',
  cmpyType: '有限责任公司（自然人投资或控股）',
  legalPerson: '张伟',
  legalPersonLabel: '法定代表人',
  registeredCapital: '壹佰万元整',
  establishDate: '2020-05-18',
  address: '河南省郑州市新郑市示例路1号',
  addressLabel: '住所',
  businessScope: '软件开发；信息技术咨询服务',
};

/** A company form as the later company screens will have it: the license fills it. */
function CompanyForm() {
  const [form] = Form.useForm();
  return (
    <Form form={form}>
      <LicenseUploader
        onRecognised={(info) => form.setFieldsValue({ creditCode: info.creditCode, cmpyName: info.cmpyName ?? undefined, legalPerson: info.legalPerson ?? undefined })}
      />
      <Form.Item name="creditCode" label="统一社会信用代码">
        <Input />
      </Form.Item>
      <Form.Item name="cmpyName" label="企业名称">
        <Input />
      </Form.Item>
      <Form.Item name="legalPerson" label="法定代表人">
        <Input />
      </Form.Item>
    </Form>
  );
}

describe('LicenseUploader', { timeout: 30_000 }, () => {
  beforeEach(() => {
    document.cookie = 'Authorization=token-1';
  });

  it('sends the photo in licenceFile and fills the form with what was read', async () => {
    const uploads = fakeUploads().onForm(licenseApi.disBusiLicense, { code: 200, msg: '操作成功', data: INFO });
    const { container } = renderWidget(<CompanyForm />);
    chooseFiles(container, [makeFile('执照.jpg', 1000, 'image/jpeg')]);
    await waitFor(() => expect(screen.getByLabelText('统一社会信用代码')).toHaveValue(INFO.creditCode));
    expect(screen.getByLabelText('企业名称')).toHaveValue('郑州示例科技有限公司');
    expect(screen.getByLabelText('法定代表人')).toHaveValue('张伟');
    expect(screen.getByText('识别成功')).toBeInTheDocument();
    const [sent] = uploads.requests;
    expect(sent.url).toBe('/backend-common/license/disBusiLicense');
    expect([...(sent.body as FormData).keys()]).toEqual(['licenceFile']);
    expect(sent.headers).toMatchObject({ authorization: 'token-1', 'user-source': 'PC_YJ' });
  });

  it('on code 400 shows the server message with 重试, which sends the same photo again', async () => {
    const answers: FormReply[] = [
      { code: 400, msg: '未能识别统一社会信用代码，请上传清晰完整的营业执照照片', data: null },
      { code: 200, msg: '操作成功', data: INFO },
    ];
    const uploads = fakeUploads().onForm(licenseApi.disBusiLicense, () => answers.shift()!);
    const { container } = renderWidget(<CompanyForm />);
    chooseFiles(container, [makeFile('模糊.png', 500)]);
    expect(await screen.findByText('未能识别统一社会信用代码，请上传清晰完整的营业执照照片')).toBeInTheDocument();
    expect(screen.getByLabelText('统一社会信用代码')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(screen.getByLabelText('统一社会信用代码')).toHaveValue(INFO.creditCode));
    expect(uploads.requests.map((r) => ((r.body as FormData).get('licenceFile') as File).name)).toEqual(['模糊.png', '模糊.png']);
  });

  it('says 上传失败 for any other failure, without a retry', async () => {
    fakeUploads().onForm(licenseApi.disBusiLicense, { code: 503, msg: '营业执照识别繁忙，请稍后重试', data: null });
    const { container } = renderWidget(<CompanyForm />);
    chooseFiles(container, [makeFile('执照.png', 500)]);
    expect(await screen.findByText('上传失败')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /重\s*试/ })).not.toBeInTheDocument();
  });

  it('checks the photo like any picture before sending', async () => {
    const uploads = fakeUploads();
    const { container } = renderWidget(<CompanyForm />);
    chooseFiles(container, [fileClaiming('执照.pdf', 500)]);
    expect(await screen.findByText('只能上传png、jpg、jpeg格式的文件，请重新上传')).toBeInTheDocument();
    expect(uploads.requests).toHaveLength(0);
  });
});
