import { fileApi } from '@hrbd/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { fakeUploads } from '../../test/fake-uploads';
import { chooseFiles, fileClaiming, makeFile, renderWidget } from '../../test/render-widget';
import { FileUploader } from './file-uploader';
const KEY = `video/202501/${'c'.repeat(32)}.mp4`;
const stored = (fileName: string) => ({
  objectKey: KEY,
  url: `/files/${KEY}?expires=1&sig=x`,
  fileName,
  fileSize: 4096,
  fileType: 'video' as const,
  contentType: 'video/mp4',
  expireTime: '2030-01-01 00:00:00',
});

function Field({ onChange, initial }: { onChange: (key: string | undefined) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <FileUploader
      value={value}
      onChange={(key) => {
        setValue(key);
        onChange(key);
      }}
    />
  );
}

const upload = () => userEvent.click(screen.getByRole('button', { name: /上\s*传/ }));

describe('FileUploader', { timeout: 30_000 }, () => {
  beforeEach(() => {
    document.cookie = 'Authorization=token-1';
  });

  it('says 请选择文件 when 上传 is pressed with nothing chosen', async () => {
    const uploads = fakeUploads();
    renderWidget(<Field onChange={vi.fn()} />);
    await upload();
    expect(await screen.findByText('请选择文件')).toBeInTheDocument();
    expect(uploads.requests).toHaveLength(0);
  });

  it('refuses a format no upload takes, and a picture over its limit', async () => {
    fakeUploads();
    const { container } = renderWidget(<Field onChange={vi.fn()} />);
    chooseFiles(container, [fileClaiming('setup.exe', 10)]);
    expect(await screen.findByText('只能上传png、jpg、jpeg、mkv、flv、3gp、mp4、mov、f4v、rmvb、avi、ts、wmv格式的文件，请重新上传')).toBeInTheDocument();
    chooseFiles(container, [fileClaiming('scan.jpg', 11 * 1024 * 1024)]);
    expect(await screen.findByText('只能上传小于10M的文件，请重新上传')).toBeInTheDocument();
  });

  it('shows the progress while sending, then the stored file', async () => {
    let finish: () => void = () => undefined;
    const uploads = fakeUploads().onForm(fileApi.uploadFile, async (form, progress) => {
      progress(2048, 4096);
      await new Promise<void>((resolve) => (finish = resolve));
      return { code: 200, msg: '上传成功', data: stored(form.file?.name ?? '') };
    });
    const onChange = vi.fn();
    const { container } = renderWidget(<Field onChange={onChange} />);
    chooseFiles(container, [makeFile('讲座.mp4', 4096)]);
    expect(await screen.findByText('讲座.mp4（4.0 KB）')).toBeInTheDocument();
    await upload();
    await waitFor(() => expect(screen.getByRole('progressbar', { name: '上传进度' })).toHaveAttribute('aria-valuenow', '50'));
    finish();
    expect(await screen.findByRole('link', { name: '讲座.mp4' })).toHaveAttribute('href', `/files/${KEY}?expires=1&sig=x`);
    expect(onChange).toHaveBeenCalledWith(KEY);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(uploads.requests[0].headers).toMatchObject({ authorization: 'token-1', 'user-source': 'PC_YJ' });
  });

  it('cancels an upload under way', async () => {
    fakeUploads().onForm(fileApi.uploadFile, 'hang');
    const onChange = vi.fn();
    const { container } = renderWidget(<Field onChange={onChange} />);
    chooseFiles(container, [makeFile('长视频.mp4', 100)]);
    await screen.findByText(/长视频\.mp4/);
    await upload();
    await userEvent.click(await screen.findByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByText('上传失败')).not.toBeInTheDocument();
  });

  it('shows a saved file by its name and removes it', async () => {
    fakeUploads();
    fakeServer().on(fileApi.batchQueryUrl, { data: { files: [stored('已存.mp4')], missing: [] } });
    const onChange = vi.fn();
    renderWidget(<Field initial={KEY} onChange={onChange} />);
    expect(await screen.findByRole('link', { name: '已存.mp4' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /移\s*除/ }));
    expect(onChange).toHaveBeenCalledWith(undefined);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
