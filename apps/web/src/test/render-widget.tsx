import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { TestAntd } from './antd';

// Generous waits: the suites run beside others on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/**
 * Renders a shared widget as the console hosts it: antd in Chinese without motion, App notices, a query client
 * (one that never retries, unless the test hands in the console's own).
 * The providers wrap the widget, so `rerender` with new props keeps them (and the client's cache).
 */
export function renderWidget(ui: ReactElement, options: { client?: QueryClient } = {}) {
  const client = options.client ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestAntd theme={{ token: { motion: false } }}>
      <App>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </App>
    </TestAntd>
  );
  return render(ui, { wrapper });
}

/** A file of `size` bytes whose content is a repeating pattern (so its md5 is known to the test). */
export function makeFile(name: string, size: number, type = ''): File {
  return new File([patternBytes(size)], name, { type });
}

/** The content makeFile puts in a file of `size` bytes. */
export function patternBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = i % 251;
  return bytes;
}

/** A file that claims `size` bytes without holding them, for the size checks that refuse it before reading. */
export function fileClaiming(name: string, size: number): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Chooses files in the widget's file input, as a person's file dialog would hand them over. */
export function chooseFiles(container: HTMLElement, files: File[]) {
  const input = container.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}
