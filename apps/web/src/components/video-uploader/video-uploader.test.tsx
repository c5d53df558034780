import { createHash } from 'node:crypto';
import { materialApi } from '@hrbd/contract';
import type { MaterialRegistration } from '../../lib/material-upload';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { fakeUploads, type ReceivedForm } from '../../test/fake-uploads';
import { chooseFiles, fileClaiming, makeFile, patternBytes, renderWidget } from '../../test/render-widget';
import { VideoUploader } from './video-uploader';
const MiB = 1_048_576;

function material(form: ReceivedForm, overrides: Partial<MaterialRegistration> = {}): MaterialRegistration {
  return {
    materialCode: form.fields.materialCode ?? `m-${form.fields.md5.slice(0, 8)}`,
    cmpyCode: '',
    materialType: 2,
    materialName: form.fields.materialName,
    fileName: form.fields.fileName,
    fileSize: Number(form.fields.fileSize),
    md5: form.fields.md5,
    groupCode: '',
    groupName: '',
    state: 2,
    objectKey: null,
    url: '',
    createTime: '2025-01-01 08:00:00',
    updateTime: '2025-01-01 08:00:00',
    exists: false,
    uploadUrl: null,
    ...overrides,
  };
}

/** A server that registers every video as new, and confirms its state. */
function servers() {
  const uploads = fakeUploads().onForm(materialApi.uploadMaterial, (form) => ({ code: 200, msg: '素材已登记，请上传文件', data: material(form) }));
  const api = fakeServer().on(materialApi.updateVideoState, (body) => ({ data: body }));
  return { uploads, api };
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const statusOf = (name: string) => row(name).querySelector('.video-upload__status')?.textContent;
const progressOf = (name: string) => Number(within(row(name)).getByRole('progressbar', { name: '上传进度' }).getAttribute('aria-valuenow'));

async function waitForStatus(name: string, text: string) {
  await waitFor(() => expect(statusOf(name)).toBe(text), { timeout: 8000 });
}

describe('VideoUploader', { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'Authorization=token-1';
  });
  afterEach(() => {
    document.cookie = 'Authorization=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('asks for a file when 开始上传 has nothing to send, and refuses wrong formats and sizes before sending', async () => {
    const { uploads } = servers();
    const { container } = renderWidget(<VideoUploader />);
    await userEvent.click(screen.getByRole('button', { name: '开始上传' }));
    expect(await screen.findByText('请选择文件')).toBeInTheDocument();

    chooseFiles(container, [fileClaiming('big.mp4', 100 * MiB + 1)]);
    expect(await screen.findByText('文件大小不能超过100M，请重新选择')).toBeInTheDocument();
    chooseFiles(container, [fileClaiming('clip.gif', 10)]);
    expect(await screen.findByText('只能上传mkv、flv、3gp、mp4、mov、f4v、rmvb、avi、ts、wmv格式的文件，请重新上传')).toBeInTheDocument();
    expect(uploads.requests).toHaveLength(0);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('registers the md5, sends the file over tus in 1 MiB parts with the session headers, and confirms success', async () => {
    const { uploads, api } = servers();
    const file = makeFile('课程介绍.mp4', 2 * MiB + 300, 'video/mp4');
    const md5 = createHash('md5').update(patternBytes(file.size)).digest('hex');
    const { container } = renderWidget(<VideoUploader />);
    chooseFiles(container, [file]);
    await waitForStatus('课程介绍.mp4', '文件已添加，等待上传');
    await userEvent.click(screen.getByRole('button', { name: '开始上传' }));
    await waitForStatus('课程介绍.mp4', '上传成功');
    expect(progressOf('课程介绍.mp4')).toBe(100);

    const [registration] = uploads.requests.filter((r) => r.url === materialApi.uploadMaterial.path);
    expect(registration.headers).toMatchObject({ authorization: 'token-1', 'user-source': 'PC_YJ' });
    const fields = Object.fromEntries((registration.body as FormData).entries());
    expect(fields).toEqual({ materialType: '2', materialName: '课程介绍', fileName: '课程介绍.mp4', fileSize: String(file.size), md5 });

    const [created] = uploads.tusRequests('POST');
    expect(created.headers).toMatchObject({ authorization: 'token-1', 'user-source': 'PC_YJ', 'upload-length': String(file.size) });
    const upload = [...uploads.uploads.values()][0];
    expect(upload.metadata).toMatchObject({ filename: '课程介绍.mp4', filetype: 'video/mp4', md5, materialCode: `m-${md5.slice(0, 8)}` });
    const parts = uploads.tusRequests('PATCH').map((r) => (r.body as Blob).size);
    expect(parts).toEqual([MiB, MiB, 300]);
    await waitFor(() => expect(api.sent(materialApi.updateVideoState)).toEqual([{ materialCode: `m-${md5.slice(0, 8)}`, state: 0 }]));
    // Finished uploads leave nothing behind to resume.
    expect(Object.keys(localStorage).filter((k) => k.startsWith('tus::'))).toEqual([]);
  });

  it('sends nothing for a file the server already has (code 0: 文件已存在，上传成功)', async () => {
    const uploads = fakeUploads().onForm(materialApi.uploadMaterial, (form) => ({
      code: 0,
      msg: '文件已存在，上传成功',
      data: material(form, { state: 0, exists: true }),
    }));
    fakeServer();
    const { container } = renderWidget(<VideoUploader />);
    chooseFiles(container, [makeFile('重复.mp4', 4096)]);
    await userEvent.click(await screen.findByRole('button', { name: '开始上传' }));
    await waitForStatus('重复.mp4', '文件已存在，上传成功');
    expect(progressOf('重复.mp4')).toBe(100);
    expect(uploads.tusRequests('POST')).toHaveLength(0);
    expect(uploads.tusRequests('PATCH')).toHaveLength(0);
  });

  it('pauses (no more parts go out), resumes from the offset the server reports, and finishes', async () => {
    const { uploads } = servers();
    const { container } = renderWidget(<VideoUploader />);
    chooseFiles(container, [makeFile('暂停.mp4', 3 * MiB)]);
    uploads.holdPatches();
    await userEvent.click(await screen.findByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(uploads.tusRequests('PATCH')).toHaveLength(1));
    await waitForStatus('暂停.mp4', '上传中');

    await userEvent.click(within(row('暂停.mp4')).getByRole('button', { name: '暂停' }));
    await waitForStatus('暂停.mp4', '上传已暂停');
    uploads.releasePatches();
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(uploads.tusRequests('PATCH')).toHaveLength(1);
    expect(statusOf('暂停.mp4')).toBe('上传已暂停');

    await userEvent.click(within(row('暂停.mp4')).getByRole('button', { name: '继续' }));
    await waitForStatus('暂停.mp4', '上传成功');
    expect(uploads.tusRequests('HEAD')).toHaveLength(1);
    expect(uploads.tusRequests('POST')).toHaveLength(1);
  });

  it('cancels after asking: the upload is terminated and its row removed', async () => {
    const { uploads } = servers();
    const { container } = renderWidget(<VideoUploader />);
    chooseFiles(container, [makeFile('取消.mp4', 2 * MiB)]);
    uploads.holdPatches();
    await userEvent.click(await screen.findByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(uploads.tusRequests('PATCH')).toHaveLength(1));
    await userEvent.click(within(row('取消.mp4')).getByRole('button', { name: '取消' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('确定取消上传“取消.mp4”吗？已上传的部分将被删除。')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByText('取消.mp4')).not.toBeInTheDocument());
    expect(uploads.tusRequests('DELETE')).toHaveLength(1);
    uploads.releasePatches();
  });

  it('on a 401 says 文件上传超时, re-reads the token cookie and retries with it', async () => {
    const { uploads } = servers();
    const { container } = renderWidget(<VideoUploader retryDelaysMs={[400, 400, 400]} />);
    chooseFiles(container, [makeFile('过期.mp4', MiB + 10)]);
    uploads.refuseNextPatch(401, '未登录或登录已过期，请重新登录');
    await userEvent.click(await screen.findByRole('button', { name: '开始上传' }));
    await waitForStatus('过期.mp4', '文件上传超时');
    document.cookie = 'Authorization=token-2';
    await waitForStatus('过期.mp4', '上传成功');
    const patches = uploads.tusRequests('PATCH');
    expect(patches[0].headers.authorization).toBe('token-1');
    expect(patches.at(-1)?.headers.authorization).toBe('token-2');
  });

  it('gives up a stalled part after the timeout, says 文件上传超时, and retries', async () => {
    const { uploads } = servers();
    const { container } = renderWidget(<VideoUploader timeoutMs={200} retryDelaysMs={[300, 300, 300]} />);
    chooseFiles(container, [makeFile('卡住.mp4', 1000)]);
    uploads.holdPatches();
    await userEvent.click(await screen.findByRole('button', { name: '开始上传' }));
    await waitForStatus('卡住.mp4', '文件上传超时');
    uploads.releasePatches();
    await waitForStatus('卡住.mp4', '上传成功');
  });

  it('shows the server message when the file is refused, and reports nothing more for a refusal', async () => {
    const { uploads, api } = servers();
    uploads.onTusComplete(() => ({
      status: 400,
      body: JSON.stringify({ code: 400, msg: '只能上传mkv、flv、3gp、mp4、mov、f4v、rmvb、avi、ts、wmv格式的文件，请重新上传', data: null }),
    }));
    const { container } = renderWidget(<VideoUploader />);
    chooseFiles(container, [makeFile('假视频.mp4', 500)]);
    await userEvent.click(await screen.findByRole('button', { name: '开始上传' }));
    await waitForStatus('假视频.mp4', '上传失败');
    expect(within(row('假视频.mp4')).getByText(/格式的文件，请重新上传/)).toBeInTheDocument();
    expect(within(row('假视频.mp4')).getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(api.sent(materialApi.updateVideoState)).toEqual([]);
  });

  it('resumes after a page reload when the same file is chosen again', async () => {
    const { uploads } = servers();
    const file = makeFile('续传.mp4', 3 * MiB);
    const first = renderWidget(<VideoUploader />);
    chooseFiles(first.container, [file]);
    uploads.holdPatches();
    await userEvent.click(await screen.findByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(uploads.tusRequests('PATCH')).toHaveLength(1));
    // One part arrives, the next is under way when the page goes away.
    uploads.releasePatches(1);
    await waitFor(() => expect(uploads.tusRequests('PATCH')).toHaveLength(2));
    expect([...uploads.uploads.values()][0].offset).toBe(MiB);
    first.unmount();
    uploads.releasePatches();

    const second = renderWidget(<VideoUploader />);
    expect(await screen.findByText('上次有未完成的上传：续传.mp4')).toBeInTheDocument();
    chooseFiles(second.container, [file]);
    await userEvent.click(await screen.findByRole('button', { name: '开始上传' }));
    await waitForStatus('续传.mp4', '上传成功');
    expect(uploads.tusRequests('POST')).toHaveLength(1);
    expect(uploads.tusRequests('HEAD').length).toBeGreaterThanOrEqual(1);
    // The part under way when the page went away still reached the server; after the reload the
    // uploader asked for the offset (HEAD) and sent only what was missing.
    const offsets = uploads.tusRequests('PATCH').map((r) => Number(r.headers['upload-offset']));
    expect(offsets).toEqual([0, MiB, 2 * MiB]);
  });

  it('sends five files at a time, each in its own row', async () => {
    const { uploads } = servers();
    const { container } = renderWidget(<VideoUploader />);
    const names = ['1.mp4', '2.mp4', '3.mp4', '4.mp4', '5.mp4', '6.mp4'];
    chooseFiles(
      container,
      names.map((name, i) => makeFile(name, 1000 + i)),
    );
    await waitFor(() => expect(screen.getAllByText('文件已添加，等待上传')).toHaveLength(6));
    uploads.holdPatches();
    await userEvent.click(screen.getByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(uploads.tusRequests('PATCH')).toHaveLength(5));
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(uploads.tusRequests('POST')).toHaveLength(5);
    expect(statusOf('6.mp4')).toBe('文件已添加，等待上传');
    uploads.releasePatches();
    for (const name of names) await waitForStatus(name, '上传成功');
    expect(uploads.tusRequests('POST')).toHaveLength(6);
  });
});
