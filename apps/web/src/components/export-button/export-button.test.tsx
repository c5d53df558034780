import { applyInfoApi } from '@hrbd/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../test/render-widget';
import { ExportButton } from './export-button';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A streamed download in two parts, as the server sends an export. */
function streamed(parts: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'content-type': XLSX, 'content-disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent('投递记录_20261123.xlsx')}` },
  });
}

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('ExportButton', () => {
  let saved: Blob[];
  beforeEach(() => {
    saved = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:export'), revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends the list’s filters, saves every byte under the server’s name and says so', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => streamed(['PK-first-part;', 'second-part']));
    vi.stubGlobal('fetch', fetchMock);
    renderWidget(
      <ExportButton endpoint={applyInfoApi.dataExport} input={() => ({ query: { state: 6, jobName: '车工' } })}>
        导出投递记录
      </ExportButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: /导出投递记录/ }));
    expect(await screen.findByText('下载完成：投递记录_20261123.xlsx')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(url.pathname).toBe('/recruit/applyInfo/dataExport');
    expect(Object.fromEntries(url.searchParams)).toEqual({ state: '6', jobName: '车工' });
    expect(saved).toHaveLength(1);
    expect(await textOf(saved[0])).toBe('PK-first-part;second-part');
    expect(saved[0].type).toBe(XLSX);
  });

  it('shows the server’s refusal and saves nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 400, msg: '最大年龄不能小于最小年龄', data: null }), { status: 400, headers: { 'content-type': 'application/json' } })),
    );
    renderWidget(
      <ExportButton endpoint={applyInfoApi.dataExport} input={() => ({ query: {} })}>
        导出投递记录
      </ExportButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: /导出投递记录/ }));
    expect(await screen.findByText('最大年龄不能小于最小年龄')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
