import { trainClassApi, trainStudentApi, type ImportResult } from '@hrbd/contract';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUploads } from '../../test/fake-uploads';
import { chooseFiles, fileClaiming, makeFile, renderWidget } from '../../test/render-widget';
import { ImportDialog } from './import-dialog';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The dialog as a screen uses it: one option sent as a field, a shipped template, an error file when rows failed. */
function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [updateKnown, setUpdateKnown] = useState(false);
  return (
    <ImportDialog
      title="导入学员"
      open
      onClose={onClose}
      endpoint={trainStudentApi.importStudentInfoList}
      fields={{ updateKnown: updateKnown ? '1' : '0' }}
      hint="请按模板填写学员信息后上传（xlsx）。"
      template={{ url: '/templates/学员导入模板.xlsx', fileName: '学员导入模板.xlsx' }}
      invalidates={[trainClassApi.studentList, trainClassApi.list]}
      summary={(result: ImportResult) => ({
        type: result.failed > 0 ? 'warning' : 'success',
        message: `导入完成：成功 ${result.success} 条，失败 ${result.failed} 条`,
      })}
      errorFile={{
        endpoint: trainStudentApi.downLoadErrorFile,
        input: (result) => (result.errorCode ? { query: { errorCode: result.errorCode } } : null),
      }}
    >
      <Checkbox checked={updateKnown} onChange={(e) => setUpdateKnown(e.target.checked)}>
        更新已有学员
      </Checkbox>
    </ImportDialog>
  );
}

const pick = (file: File) => chooseFiles(document.body, [file]);
const startImport = () => userEvent.click(screen.getByRole('button', { name: /开始导入/ }));

describe('ImportDialog', { timeout: 30_000 }, () => {
  beforeEach(() => {
    document.cookie = 'Authorization=token-1';
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers the template and takes only an xlsx of 20M at most', async () => {
    const uploads = fakeUploads();
    renderWidget(<Harness />);
    expect(screen.getByRole('link', { name: '下载导入模板' })).toHaveAttribute('download', '学员导入模板.xlsx');
    expect(screen.getByRole('button', { name: /开始导入/ })).toBeDisabled();
    pick(fileClaiming('学员.xls', 10));
    expect(await screen.findByText('请选择 xlsx 格式的文件')).toBeInTheDocument();
    pick(fileClaiming('学员.xlsx', 21 * 1024 * 1024));
    expect(await screen.findByText('文件大小不能超过20M')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /开始导入/ })).toBeDisabled();
    expect(uploads.requests).toHaveLength(0);
  });

  it('sends the options with the file, shows the progress, the counts and the error file, and reloads the lists', async () => {
    let finish: () => void = () => undefined;
    let received: { fields: Record<string, string>; fileName?: string } | null = null;
    fakeUploads().onForm(trainStudentApi.importStudentInfoList, async (form, progress) => {
      received = { fields: form.fields, fileName: form.file?.name };
      progress(512, 1024);
      await new Promise<void>((resolve) => (finish = resolve));
      return { code: 200, msg: '操作成功', data: { total: 3, success: 2, failed: 1, errorCode: 'E1' } };
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderWidget(<Harness />, { client });

    pick(makeFile('学员.xlsx', 1024));
    expect(await screen.findByText('学员.xlsx')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '更新已有学员' }));
    await startImport();
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50'));
    finish();

    expect(await screen.findByText('导入完成：成功 2 条，失败 1 条')).toBeInTheDocument();
    expect(received).toEqual({ fields: { updateKnown: '1' }, fileName: '学员.xlsx' });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([[trainClassApi.studentList.key], [trainClassApi.list.key]]);

    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('PK', { status: 200, headers: { 'content-type': XLSX } }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:error', revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: /下载错误文件/ }));
    const urls = () => fetchMock.mock.calls.map(([called]) => new URL(String(called), 'http://localhost'));
    await waitFor(() => expect(urls().map((url) => url.pathname)).toContain(trainStudentApi.downLoadErrorFile.path));
    const download = urls().find((url) => url.pathname === trainStudentApi.downLoadErrorFile.path);
    expect(download?.searchParams.get('errorCode')).toBe('E1');
  });

  it('offers no error file when every row went in, and 完成 closes', async () => {
    fakeUploads().onForm(trainStudentApi.importStudentInfoList, { code: 200, msg: '操作成功', data: { total: 2, success: 2, failed: 0, errorCode: '' } });
    const onClose = vi.fn();
    renderWidget(<Harness onClose={onClose} />);
    pick(makeFile('学员.xlsx', 64));
    await screen.findByText('学员.xlsx');
    await startImport();
    expect(await screen.findByText('导入完成：成功 2 条，失败 0 条')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /下载错误文件/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /完\s*成/ }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s refusal and lets the file be sent again', async () => {
    fakeUploads().onForm(trainStudentApi.importStudentInfoList, { code: 400, msg: '表头与模板不一致', data: null });
    renderWidget(<Harness />);
    pick(makeFile('学员.xlsx', 64));
    await screen.findByText('学员.xlsx');
    await startImport();
    expect(await screen.findByText('表头与模板不一致')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /开始导入/ })).toBeEnabled();
  });
});
