import { act, fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';

/** The slide-verify track's width in these tests (jsdom lays nothing out). */
const TRACK = 340;
let now = 0;

/**
 * Gives the slide check what jsdom lacks: a track width and a clock the drag
 * moves forward (the check refuses a drag faster than a hand). Undo with vi.restoreAllMocks().
 */
export function prepareSlideCheck(): void {
  // A real time, not an arbitrary number: jsdom's cookie jar reads the clock too.
  now = Date.now();
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('slide-verify') ? TRACK : 0;
  });
}

/** Drags the slider to the end as a person does, and waits for 验证通过. */
export async function slideToTheEnd(): Promise<void> {
  const handle = screen.getByRole('slider', { name: '滑块' });
  fireEvent.pointerDown(handle, { clientX: 10, button: 0 });
  for (let i = 1; i <= 5; i++) {
    now += 60;
    fireEvent.pointerMove(window, { clientX: 10 + (TRACK * i) / 5 });
  }
  await act(async () => {
    fireEvent.pointerUp(window, { clientX: 10 + TRACK });
  });
  await screen.findByText('验证通过');
}

export function fillCredentials(password: string, userName = 'zhangsan'): void {
  fireEvent.change(screen.getByPlaceholderText('请输入用户名'), { target: { value: userName } });
  fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: password } });
}

/** Fills the login page, passes the slide check and presses 登录 (the fake server must answer slideVerify and login). */
export async function signInOnPage(password = 'Secret@123'): Promise<void> {
  fillCredentials(password);
  await slideToTheEnd();
  fireEvent.click(screen.getByText('登录', { selector: 'button span' }));
}
