import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach } from 'vitest';

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

// Files of a worker share one jsdom (isolate: false): what a file left in the browser's storage —
// a signed-in cookie above all — must not reach the next file.
afterAll(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  localStorage.clear();
  sessionStorage.clear();
});

// findBy/waitFor give up after 1 s by default; on a loaded 2-core machine antd's first render of a form takes longer.
configure({ asyncUtilTimeout: 5_000 });
