/**
 * Times travel and are stored as `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai (UTC+8,
 * no daylight saving), so text order is time order on both dialects.
 */
/** Asia/Shanghai's offset from UTC. */
export const SHANGHAI_OFFSET_MS = 8 * 3600_000;

export function formatTime(date: Date | number): string {
  const shifted = new Date((typeof date === 'number' ? date : date.getTime()) + SHANGHAI_OFFSET_MS);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

export function nowText(): string {
  return formatTime(Date.now());
}

export function parseTime(text: string): number {
  const iso = text.length === 10 ? `${text}T00:00:00` : text.replace(' ', 'T');
  return Date.parse(`${iso}+08:00`);
}

/** Inclusive upper bound for a date filter: a bare date means the whole day. */
export function endOfFilter(text: string): string {
  return text.length === 10 ? `${text} 23:59:59` : text;
}

export function startOfFilter(text: string): string {
  return text.length === 10 ? `${text} 00:00:00` : text;
}

/**
 * A time filter's range as whole days (YYYY-MM-DD bounds, either open), for a
 * day counter to answer; null when an end falls inside a day. The ends are
 * as `startOfFilter` and `endOfFilter` make them: a date, or a full time.
 */
export function wholeDaysOf(from: string | undefined, to: string | undefined): { from?: string; to?: string } | null {
  const start = from && startOfFilter(from);
  const end = to && endOfFilter(to);
  if ((start && !start.endsWith(' 00:00:00')) || (end && !end.endsWith(' 23:59:59'))) return null;
  return { from: start?.slice(0, 10), to: end?.slice(0, 10) };
}
