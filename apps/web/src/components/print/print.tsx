import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { RefObject } from 'react';
import './print.css';

/**
 * Prints one part of the page (a detail view) instead of the whole console:
 * a copy of it goes into a print-only container at the top of <body>, the
 * print styles hide everything else (top bar, sidebar, tags, the list under a
 * drawer), and the copy is removed once the print dialog closes.
 */
export function printElement(element: HTMLElement, title?: string): void {
  const root = document.createElement('div');
  root.className = 'print-root';
  if (title) {
    const heading = document.createElement('h2');
    heading.className = 'print-root__title';
    heading.textContent = title;
    root.appendChild(heading);
  }
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.no-print').forEach((node) => node.remove());
  root.appendChild(copy);
  document.body.appendChild(root);
  document.body.classList.add('printing');
  const done = () => {
    document.body.classList.remove('printing');
    root.remove();
  };
  // Browsers block in print() until the dialog closes; afterprint covers those that do not.
  window.addEventListener('afterprint', done, { once: true });
  window.print();
}

export interface PrintButtonProps {
  /** What to print. */
  target: RefObject<HTMLElement | null>;
  /** A heading above the printed copy (e.g. 操作日志详情). */
  title?: string;
}

/** 打印 (glossary §5.7): prints the target with the print styles. It is itself left out of the print. */
export function PrintButton({ target, title }: PrintButtonProps) {
  return (
    <Button
      className="no-print"
      icon={<PrinterOutlined />}
      onClick={() => {
        if (target.current) printElement(target.current, title);
      }}
    >
      打印
    </Button>
  );
}
