import { fileApi, type FileRecord } from '@hrbd/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { fakeUploads } from '../../test/fake-uploads';
import { chooseFiles, fileClaiming, makeFile, renderWidget } from '../../test/render-widget';
import { ImageUploader, type ImageUpload } from './image-uploader';
const KEY = `image/202501/${'b'.repeat(32)}.png`;

function record(objectKey: string): FileRecord {
  return {
    objectKey,
    url: `/files/${objectKey}?expires=1&sig=x`,
    fileName: 'logo.png',
    fileSize: 2048,
    fileType: 'image',
    contentType: 'image/png',
    expireTime: '2030-01-01 00:00:00',
  };
}

/** The uploader in a form field's place: it keeps the value it is given back. */
function Field({ initial, onChange, upload }: { initial?: string; onChange: (key: string | undefined) => void; upload?: ImageUpload }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageUploader
      value={value}
      upload={upload}
      onChange={(key) => {
        setValue(key);
        onChange(key);
      }}
    />
  );
}

const thumbnails = () => [...document.querySelectorAll<HTMLImageElement>('.ant-upload-list-item-image')].map((img) => img.getAttribute('src'));

describe('ImageUploader', { timeout: 30_000 }, () => {
  beforeEach(() => {
    document.cookie = 'Authorization=token-1';
  });

  it('refuses a picture over 10 MB and one of another format before sending, with the spec messages', async () => {
    const uploads = fakeUploads();
    const { container } = renderWidget(<Field onChange={vi.fn()} />);
    chooseFiles(container, [fileClaiming('big.png', 10_485_761)]);
    expect(await screen.findByText('只能上传小于10M的文件，请重新上传')).toBeInTheDocument();
    chooseFiles(container, [fileClaiming('anim.gif', 100)]);
    expect(await screen.findByText('只能上传png、jpg、jpeg格式的文件，请重新上传')).toBeInTheDocument();
    expect(uploads.requests).toHaveLength(0);
  });

  it('accepts exactly 10,485,760 bytes', async () => {
    const uploads = fakeUploads().onForm(fileApi.uploadFile, { code: 200, msg: '上传成功', data: record(KEY) });
    const { container } = renderWidget(<Field onChange={vi.fn()} />);
    chooseFiles(container, [fileClaiming('edge.jpeg', 10_485_760)]);
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
  });

  it('uploads to fileManage/uploadFile in multipartFile with the session headers, shows it and hands back the object key', async () => {
    const uploads = fakeUploads().onForm(fileApi.uploadFile, (form) => ({ code: 200, msg: '上传成功', data: { ...record(KEY), fileName: form.file?.name ?? '' } }));
    const onChange = vi.fn();
    const { container } = renderWidget(<Field onChange={onChange} />);
    chooseFiles(container, [makeFile('logo.png', 2048, 'image/png')]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(KEY));
    const [sent] = uploads.requests;
    expect(sent.url).toBe('/backend-common/fileManage/uploadFile');
    expect(sent.headers).toMatchObject({ authorization: 'token-1', 'user-source': 'PC_YJ' });
    const parts = [...(sent.body as FormData).entries()];
    expect(parts.map(([name]) => name)).toEqual(['multipartFile']);
    await waitFor(() => expect(thumbnails()).toEqual([record(KEY).url]));
    // One picture: the add button gives way to it.
    expect(screen.queryByText('上传图片')).not.toBeInTheDocument();
  });

  it('shows the server message when the upload answers another code than 200', async () => {
    fakeUploads().onForm(fileApi.uploadFile, { code: 400, msg: '文件内容与图片格式不符，请重新上传', data: null });
    const onChange = vi.fn();
    const { container } = renderWidget(<Field onChange={onChange} />);
    chooseFiles(container, [makeFile('fake.png', 64, 'image/png')]);
    expect(await screen.findByText('文件内容与图片格式不符，请重新上传')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(thumbnails()).toEqual([]);
  });

  it('shows a saved value through a signed URL from batchQueryUrl, previews and removes it', async () => {
    fakeUploads();
    const api = fakeServer().on(fileApi.batchQueryUrl, { data: { files: [record(KEY)], missing: [] } });
    const onChange = vi.fn();
    renderWidget(<Field initial={KEY} onChange={onChange} />);
    await waitFor(() => expect(thumbnails()).toEqual([record(KEY).url]));
    expect(api.calls.map((c) => c.path)).toEqual(['/backend-common/fileManage/batchQueryUrl']);

    await userEvent.click(screen.getByTitle('预览文件'));
    await waitFor(() => expect(document.querySelector('.ant-image-preview img')?.getAttribute('src')).toBe(record(KEY).url));

    await userEvent.click(screen.getByTitle('删除文件'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(undefined));
    expect(await screen.findByText('上传图片')).toBeInTheDocument();
  });

  it('sends through a given upload and shows its notice (materials: 文件已存在，上传成功)', async () => {
    fakeUploads();
    const upload: ImageUpload = async (_file, onProgress) => {
      onProgress(100);
      return { objectKey: KEY, url: record(KEY).url, notice: '文件已存在，上传成功' };
    };
    const onChange = vi.fn();
    const { container } = renderWidget(<Field onChange={onChange} upload={upload} />);
    chooseFiles(container, [makeFile('again.jpg', 10)]);
    expect(await screen.findByText('文件已存在，上传成功')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(KEY);
  });

  it('keeps several pictures when multiple', async () => {
    let n = 0;
    fakeUploads().onForm(fileApi.uploadFile, () => ({ code: 200, msg: '上传成功', data: record(`image/202501/${String(++n).repeat(32)}.png`) }));
    const onChange = vi.fn();
    function Many() {
      const [value, setValue] = useState<string[]>([]);
      return (
        <ImageUploader
          multiple
          value={value}
          onChange={(keys) => {
            setValue(keys);
            onChange(keys);
          }}
        />
      );
    }
    const { container } = renderWidget(<Many />);
    chooseFiles(container, [makeFile('a.png', 10), makeFile('b.png', 10)]);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([`image/202501/${'1'.repeat(32)}.png`, `image/202501/${'2'.repeat(32)}.png`]));
    expect(screen.getByText('上传图片')).toBeInTheDocument();
  });
});
