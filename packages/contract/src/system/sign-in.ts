// The sign-in and session rules, without zod: the console's login page reads them before any schema loads (issue 9 §4).

export const SLIDE_RULES = {
  /** The handle must stop within this many pixels of the track end. */
  endTolerancePx: 4,
  minDurationMs: 200,
  maxDurationMs: 30_000,
  minTrailPoints: 3,
  challengeTtlMs: 120_000,
  ticketTtlMs: 120_000,
} as const;

/** Days a session (and its cookie) lasts. */
export const SESSION_TTL_DAYS = 7;

/** Marks a call the console makes on a timer (the message bell's poll): it does not count as the person's activity. */
export const BACKGROUND_POLL_HEADER = 'x-background-poll';
