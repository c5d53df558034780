import { authApi } from '@hrbd/contract';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { SlideVerify } from './slide-verify';

// Generous waits: the suite runs beside others on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const TRACK = 340;
const HANDLE = 40;

let now = 0;

/** Drags the handle `distance` px to the right in `steps` moves, 50 ms apart, and releases it. */
async function drag(distance: number, steps = 6) {
  const handle = screen.getByRole('slider', { name: '滑块' });
  fireEvent.pointerDown(handle, { clientX: 100, button: 0 });
  for (let i = 1; i <= steps; i++) {
    now += 50;
    fireEvent.pointerMove(window, { clientX: 100 + (distance * i) / steps });
  }
  now += 20;
  await act(async () => {
    fireEvent.pointerUp(window, { clientX: 100 + distance });
  });
}

function handleOffset(): string {
  return screen.getByRole('slider', { name: '滑块' }).style.transform;
}

describe('SlideVerify', () => {
  beforeEach(() => {
    now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    // jsdom lays nothing out; the track is as wide as on the login page.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('slide-verify') ? TRACK : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  function serverWith(verify: Parameters<ReturnType<typeof fakeServer>['on']>[1]) {
    let issued = 0;
    return fakeServer()
      .on(authApi.slideChallenge, () => ({ data: { challengeId: `c${++issued}`, expireTime: '2030-01-01 00:00:00' } }))
      .on(authApi.slideVerify, verify);
  }

  it('passes when the handle reaches the end: sends the drag with its challenge and hands over the ticket', async () => {
    const server = serverWith({ data: { ticket: 'ticket-1' } });
    const onChange = vi.fn();
    render(<SlideVerify onChange={onChange} />);
    expect(screen.getByText('向右滑动完成验证')).toBeInTheDocument();
    await waitFor(() => expect(server.sent(authApi.slideChallenge)).toHaveLength(1));

    await drag(TRACK);

    expect(await screen.findByText('验证通过')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith('ticket-1');
    const [body] = server.sent(authApi.slideVerify) as Array<Record<string, unknown>>;
    const max = TRACK - HANDLE;
    expect(body).toMatchObject({ challengeId: 'c1', trackWidth: max, offset: max, duration: 320 });
    const trail = body.trail as Array<{ x: number; t: number }>;
    expect(trail[0]).toEqual({ x: 0, t: 0 });
    expect(trail.at(-1)).toEqual({ x: max, t: 320 });
    expect(trail.length).toBeGreaterThanOrEqual(3);
    expect(handleOffset()).toBe(`translateX(${max}px)`);
  });

  it('fails without asking the server when released short of the end, then snaps back after 0.5 s', async () => {
    const server = serverWith({ data: { ticket: 'never' } });
    const onChange = vi.fn();
    render(<SlideVerify onChange={onChange} />);
    await waitFor(() => expect(server.sent(authApi.slideChallenge)).toHaveLength(1));

    await drag(150);

    expect(screen.getByText('验证失败，请重试')).toBeInTheDocument();
    expect(handleOffset()).toBe('translateX(150px)');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(handleOffset()).toBe('translateX(150px)');
    await waitFor(() => expect(handleOffset()).toBe('translateX(0px)'));
    expect(server.sent(authApi.slideVerify)).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
    // The message stays until the next try, and a fresh challenge is ready for it.
    expect(screen.getByText('验证失败，请重试')).toBeInTheDocument();
    await waitFor(() => expect(server.sent(authApi.slideChallenge)).toHaveLength(2));
  });

  it('fails and fetches a fresh challenge when the server refuses the drag', async () => {
    const server = serverWith({ fail: { code: 400, msg: '验证失败，请重试' } });
    const onChange = vi.fn();
    render(<SlideVerify onChange={onChange} />);
    await waitFor(() => expect(server.sent(authApi.slideChallenge)).toHaveLength(1));

    await drag(TRACK);

    expect(await screen.findByText('验证失败，请重试')).toBeInTheDocument();
    await waitFor(() => expect(handleOffset()).toBe('translateX(0px)'));
    await waitFor(() => expect(server.sent(authApi.slideChallenge)).toHaveLength(2));
    expect(onChange).not.toHaveBeenCalled();

    // The next drag uses the new challenge.
    server.on(authApi.slideVerify, { data: { ticket: 'ticket-2' } });
    await drag(TRACK);
    expect(await screen.findByText('验证通过')).toBeInTheDocument();
    expect((server.sent(authApi.slideVerify)[1] as { challengeId: string }).challengeId).toBe('c2');
    expect(onChange).toHaveBeenCalledWith('ticket-2');
  });

  it('keeps its challenge fresh while the page stays open, so a drag after two minutes answers a challenge older than itself', async () => {
    const every = vi.spyOn(globalThis, 'setInterval');
    const server = serverWith({ data: { ticket: 'ticket-3' } });
    render(<SlideVerify />);
    await waitFor(() => expect(server.sent(authApi.slideChallenge)).toHaveLength(1));
    // The login page left open: just before the first challenge would expire (2 min), a second is fetched.
    const keepFresh = every.mock.calls.find(([, ms]) => ms === 115_000)?.[0] as (() => void) | undefined;
    expect(keepFresh).toBeTypeOf('function');
    now += 115_000;
    act(() => keepFresh?.());
    await waitFor(() => expect(server.sent(authApi.slideChallenge)).toHaveLength(2));
    now += 5_000;
    await drag(TRACK);
    expect(await screen.findByText('验证通过')).toBeInTheDocument();
    expect((server.sent(authApi.slideVerify)[0] as { challengeId: string }).challengeId).toBe('c2');
    // No challenge fetched after the drag: it would be younger than the drag, which the server refuses.
    expect(server.sent(authApi.slideChallenge)).toHaveLength(2);
  });

  it('fails without asking the server when its challenge expired unrefreshed (timers held back in a hidden tab)', async () => {
    const server = serverWith({ data: { ticket: 'ticket-4' } });
    render(<SlideVerify />);
    await waitFor(() => expect(server.sent(authApi.slideChallenge)).toHaveLength(1));
    now += 121_000;
    await drag(TRACK);
    expect(await screen.findByText('验证失败，请重试')).toBeInTheDocument();
    expect(server.sent(authApi.slideVerify)).toHaveLength(0);
    // The next try gets a fresh challenge and passes.
    await waitFor(() => expect(server.sent(authApi.slideChallenge)).toHaveLength(2));
    await waitFor(() => expect(handleOffset()).toBe('translateX(0px)'));
    await drag(TRACK);
    expect(await screen.findByText('验证通过')).toBeInTheDocument();
    expect((server.sent(authApi.slideVerify)[0] as { challengeId: string }).challengeId).toBe('c2');
  });

  it('starts over when the form clears the ticket', async () => {
    const server = serverWith({ data: { ticket: 'ticket-1' } });
    const { rerender } = render(<SlideVerify value={undefined} />);
    await drag(TRACK);
    await screen.findByText('验证通过');
    rerender(<SlideVerify value="ticket-1" />);
    rerender(<SlideVerify value={undefined} />);
    expect(await screen.findByText('向右滑动完成验证')).toBeInTheDocument();
    expect(handleOffset()).toBe('translateX(0px)');
    await waitFor(() => expect(server.sent(authApi.slideChallenge)).toHaveLength(2));
  });
});
