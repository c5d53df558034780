import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../test/render-widget';
import { PrintButton } from './print';

function Printable() {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div className="console-layout">
      <nav>侧边栏菜单</nav>
      <div ref={ref}>
        <p>操作人：admin</p>
        <PrintButton target={ref} title="操作日志详情" />
      </div>
    </div>
  );
}

describe('print helper', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints a copy of the target alone, with a title and without its buttons, then tidies up', async () => {
    let during: { printing: boolean; printed: string; roots: number } | undefined;
    vi.spyOn(window, 'print').mockImplementation(() => {
      const root = document.querySelector('.print-root');
      during = { printing: document.body.classList.contains('printing'), printed: root?.textContent ?? '', roots: document.querySelectorAll('.print-root').length };
    });
    renderWidget(<Printable />);
    await userEvent.click(screen.getByRole('button', { name: /打\s*印/ }));
    expect(window.print).toHaveBeenCalledTimes(1);
    // The print styles show only .print-root while <body> has .printing; the copy has no 打印 button and no menu.
    expect(during).toEqual({ printing: true, printed: '操作日志详情操作人：admin', roots: 1 });

    window.dispatchEvent(new Event('afterprint'));
    expect(document.body.classList.contains('printing')).toBe(false);
    expect(document.querySelector('.print-root')).toBeNull();
  });
});
