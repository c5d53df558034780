import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd reads matchMedia and ResizeObserver, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = () => undefined;
// antd measures scrollbars through getComputedStyle with a pseudo-element, which jsdom does not implement.
const computed = window.getComputedStyle;
window.getComputedStyle = (element: Element) => computed(element);

// antd's stylesheets stay out of the document in tests (test/antd.tsx); its hidden states still hide:
// closed dropdowns and popovers, inactive tab panes, hidden form items (each an `ant-…-hidden` class).
const antdHidden = document.createElement('style');
antdHidden.textContent = '[class*="-hidden"] { display: none; }';
document.head.append(antdHidden);

afterEach(() => cleanup());

// findBy/waitFor give up after 1 s by default; on a loaded 2-core machine antd's first render of a form takes longer.
configure({ asyncUtilTimeout: 5_000 });
