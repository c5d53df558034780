import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../../lib/lazy-module';
import { PageErrorBoundary } from './page-error-boundary';

const loadFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/job-fair-page.js');
const Page = () => <p>招聘会列表</p>;

describe('a screen whose code is loaded when first opened', () => {
  it('shows once a failed load succeeds on a later attempt, without an error', async () => {
    const importer = vi.fn().mockRejectedValueOnce(loadFailure()).mockResolvedValue({ default: Page });
    const Screen = lazyComponent(importer, <span>加载中</span>);
    render(
      <PageErrorBoundary>
        <Screen />
      </PageErrorBoundary>,
    );
    expect(await screen.findByText('招聘会列表')).toBeVisible();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('页面加载失败')).toBeNull();
  });

  it('shows 页面加载失败 after three failed attempts, and 重试 loads it afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const importer = vi.fn().mockRejectedValueOnce(loadFailure()).mockRejectedValueOnce(loadFailure()).mockRejectedValueOnce(loadFailure()).mockResolvedValue({ default: Page });
    const Screen = lazyComponent(importer, <span>加载中</span>);
    render(
      <PageErrorBoundary>
        <Screen />
      </PageErrorBoundary>,
    );
    expect(await screen.findByText('页面加载失败', undefined, { timeout: 5_000 })).toBeVisible();
    expect(importer).toHaveBeenCalledTimes(3);

    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('招聘会列表')).toBeVisible();
    expect(importer).toHaveBeenCalledTimes(4);
    vi.restoreAllMocks();
  });
});
