import { CheckOutlined, CloseOutlined, DoubleRightOutlined, LoadingOutlined } from '@ant-design/icons';
import { SLIDE_RULES } from '@hrbd/contract';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type PointerEvent as ReactPointerEvent, type Ref } from 'react';
import { callApi } from '../../lib/api';
import './slide-verify.css';

/** Width of the handle in px; the CSS uses the same number. */
const HANDLE_WIDTH = 40;
/** Spec §4: a failed drag snaps back after 0.5 s. */
const SNAP_BACK_MS = 500;
/** How long a challenge is used: a fresh one is fetched 5 s before the server would expire it. */
const CHALLENGE_USE_MS = SLIDE_RULES.challengeTtlMs - 5_000;
/** The contract accepts at most 500 trail points; a point every 10 ms is plenty for the server's checks. */
const TRAIL_LIMIT = 400;
const TRAIL_STEP_MS = 10;

export const SLIDE_TEXT = {
  prompt: '向右滑动完成验证',
  verifying: '验证中…',
  passed: '验证通过',
  failed: '验证失败，请重试',
} as const;

type Phase = 'idle' | 'dragging' | 'verifying' | 'passed' | 'failed';

interface Challenge {
  id: string;
  fetchedAt: number;
}

interface Drag {
  startX: number;
  startAt: number;
  max: number;
  trail: Array<{ x: number; t: number }>;
  /** The challenge the drag answers: the one ready when it began. */
  challenge: Promise<Challenge | undefined> | null;
}

export interface SlideVerifyHandle {
  /** Back to the start with a fresh challenge (a ticket is good for one login only). */
  reset: () => void;
}

export interface SlideVerifyProps {
  /** The login ticket once verified; a form clearing it resets the control. */
  value?: string;
  onChange?: (ticket: string | undefined) => void;
  ref?: Ref<SlideVerifyHandle>;
}

function fetchChallenge(): Promise<Challenge | undefined> {
  return import('../../lib/sign-in-api')
    .then(({ authApi }) => callApi(authApi.slideChallenge))
    .then((data) => ({ id: data.challengeId, fetchedAt: Date.now() }))
    // A failed fetch is retried when the drag ends, so the user sees one message, not two.
    .catch(() => undefined);
}

/**
 * Slide-to-verify (spec §2, §4): drag the handle to the end of the track. The
 * drag is checked by the server against a one-time challenge, which answers
 * with a one-time ticket the login form sends along.
 */
export function SlideVerify({ value, onChange, ref }: SlideVerifyProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [offset, setOffset] = useState(0);
  const [lastFailed, setLastFailed] = useState(false);
  const [trackMax, setTrackMax] = useState(0);
  const trackRef = useRef<HTMLDivElement>(null);
  const challenge = useRef<Promise<Challenge | undefined> | null>(null);
  const drag = useRef<Drag | null>(null);
  const snapTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const detachListeners = useRef<() => void>(() => undefined);

  const refreshChallenge = useCallback(() => {
    challenge.current = fetchChallenge();
  }, []);

  const reset = useCallback(() => {
    clearTimeout(snapTimer.current);
    detachListeners.current();
    drag.current = null;
    setPhase('idle');
    setOffset(0);
    setLastFailed(false);
    refreshChallenge();
  }, [refreshChallenge]);

  useImperativeHandle(ref, () => ({ reset }), [reset]);

  useEffect(() => {
    refreshChallenge();
    // Kept fresh while the page stays open. A challenge fetched only after the drag is younger than the drag,
    // which the server refuses as implausible: a login page left open for two minutes failed its first drag.
    const keepFresh = setInterval(refreshChallenge, CHALLENGE_USE_MS);
    return () => {
      clearInterval(keepFresh);
      clearTimeout(snapTimer.current);
      detachListeners.current();
    };
  }, [refreshChallenge]);

  // A form that clears the ticket (after a failed login) wants a fresh verification.
  const previousValue = useRef(value);
  useEffect(() => {
    if (previousValue.current && !value) reset();
    previousValue.current = value;
  }, [value, reset]);

  const fail = useCallback(() => {
    setPhase('failed');
    setLastFailed(true);
    snapTimer.current = setTimeout(() => {
      setPhase('idle');
      setOffset(0);
      // The old challenge may be used up by the refused attempt; the next drag needs a new one.
      refreshChallenge();
    }, SNAP_BACK_MS);
  }, [refreshChallenge]);

  const verify = useCallback(
    async (current: Drag, duration: number) => {
      setPhase('verifying');
      const answered = await current.challenge;
      // None (its fetch failed) or expired (timers held back in a hidden tab): fail, and the next drag has a fresh one.
      const challengeId = answered && Date.now() - answered.fetchedAt <= CHALLENGE_USE_MS ? answered.id : undefined;
      if (!challengeId) return fail();
      try {
        const { authApi } = await import('../../lib/sign-in-api');
        const { ticket } = await callApi(authApi.slideVerify, {
          body: { challengeId, trackWidth: current.max, offset: current.max, duration, trail: current.trail },
        });
        setPhase('passed');
        onChange?.(ticket);
      } catch {
        fail();
      }
    },
    [fail, onChange],
  );

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (phase !== 'idle' || event.button !== 0) return;
    const trackWidth = trackRef.current?.clientWidth ?? 0;
    const max = Math.round(trackWidth - HANDLE_WIDTH);
    if (max <= 0) return;
    event.preventDefault();
    const current: Drag = { startX: event.clientX, startAt: Date.now(), max, trail: [{ x: 0, t: 0 }], challenge: challenge.current };
    drag.current = current;
    setTrackMax(max);
    setPhase('dragging');
    setLastFailed(false);

    const positionOf = (clientX: number) => Math.round(Math.min(Math.max(clientX - current.startX, 0), current.max));
    const onMove = (move: PointerEvent) => {
      const x = positionOf(move.clientX);
      const t = Date.now() - current.startAt;
      const last = current.trail[current.trail.length - 1];
      if (t - last.t >= TRAIL_STEP_MS && current.trail.length < TRAIL_LIMIT) current.trail.push({ x, t });
      setOffset(x);
    };
    const onUp = (up: PointerEvent) => {
      detachListeners.current();
      drag.current = null;
      const duration = Date.now() - current.startAt;
      const x = positionOf(up.clientX);
      const reachedEnd = x >= current.max - SLIDE_RULES.endTolerancePx;
      const end = reachedEnd ? current.max : x;
      current.trail.push({ x: end, t: Math.max(duration, current.trail[current.trail.length - 1].t) });
      setOffset(end);
      if (reachedEnd) void verify(current, duration);
      else fail();
    };
    // Listening on the window keeps the drag alive when the pointer leaves the narrow handle.
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    detachListeners.current = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
      detachListeners.current = () => undefined;
    };
  };

  const text =
    phase === 'verifying' ? SLIDE_TEXT.verifying
    : phase === 'passed' ? SLIDE_TEXT.passed
    : phase === 'failed' || lastFailed ? SLIDE_TEXT.failed
    : phase === 'dragging' ? ''
    : SLIDE_TEXT.prompt;
  const icon =
    phase === 'verifying' ? <LoadingOutlined />
    : phase === 'passed' ? <CheckOutlined />
    : phase === 'failed' ? <CloseOutlined />
    : <DoubleRightOutlined />;

  return (
    <div ref={trackRef} className={`slide-verify slide-verify--${phase}${lastFailed ? ' slide-verify--has-failed' : ''}`}>
      <div className="slide-verify__fill" style={{ width: offset + HANDLE_WIDTH / 2 }} />
      <span className="slide-verify__text" role="status" aria-live="polite">
        {text}
      </span>
      <div
        className="slide-verify__handle"
        role="slider"
        aria-label="滑块"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={trackMax > 0 ? Math.round((offset / trackMax) * 100) : 0}
        style={{ transform: `translateX(${offset}px)` }}
        onPointerDown={onPointerDown}
      >
        {icon}
      </div>
    </div>
  );
}
