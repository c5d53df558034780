import { useEffect, useState, type ReactNode } from 'react';

/** How many rows a list shows at a time (spec §9), and how often it moves up one. */
export const VISIBLE_ROWS = 6;
export const STEP_MS = 3000;
/** How long a row takes to slide up; the jump back to the top waits for it. */
export const SLIDE_MS = 500;

export interface AutoScrollColumn<T> {
  key: string;
  title: string;
  /** Share of the row's width (CSS grid fr). */
  width: number;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
}

export interface AutoScrollListProps<T> {
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: ReadonlyArray<AutoScrollColumn<T>>;
  rowHeight?: number;
}

/**
 * A big-screen list: six rows at a time moving up one row every 3 s, in a
 * seamless loop (the first six rows follow the last, and the list jumps back
 * to the top unseen once they have slid into place); pausing while the
 * pointer is over it; still when it has six rows or fewer. Its interval and
 * timeout are cleared on unmount and when the rows change.
 */
export function AutoScrollList<T>({ label, rows, rowKey, columns, rowHeight = 24 }: AutoScrollListProps<T>) {
  const moving = rows.length > VISIBLE_ROWS;
  const [offset, setOffset] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [paused, setPaused] = useState(false);

  // New rows start again from the top.
  useEffect(() => {
    setOffset(0);
    setAnimate(true);
  }, [rows]);

  useEffect(() => {
    if (!moving || paused) return;
    const timer = setInterval(() => {
      setAnimate(true);
      setOffset((o) => Math.min(o + 1, rows.length));
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [moving, paused, rows.length]);

  // Once the copy of the first rows is in place, jump back to the real ones without a slide.
  useEffect(() => {
    if (offset < rows.length || !moving) return;
    const timer = setTimeout(() => {
      setAnimate(false);
      setOffset(0);
    }, SLIDE_MS);
    return () => clearTimeout(timer);
  }, [offset, rows.length, moving]);

  const shown = moving ? [...rows, ...rows.slice(0, VISIBLE_ROWS)] : rows;
  const template = columns.map((c) => `${c.width}fr`).join(' ');
  return (
    <div className="bs-list" role="table" aria-label={label} onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
      <div className="bs-list__head" role="row" style={{ gridTemplateColumns: template }}>
        {columns.map((c) => (
          <span key={c.key} role="columnheader" style={{ textAlign: c.align ?? 'left' }}>
            {c.title}
          </span>
        ))}
      </div>
      <div className="bs-list__window" style={{ height: rowHeight * VISIBLE_ROWS }}>
        <div
          className="bs-list__rows"
          data-offset={offset}
          style={{ transform: `translateY(${-offset * rowHeight}px)`, transition: animate ? `transform ${SLIDE_MS}ms ease` : 'none' }}
        >
          {shown.map((row, i) => (
            // The copied rows carry their index too: keys stay unique.
            <div key={`${rowKey(row)}#${i}`} className="bs-list__row" role="row" aria-hidden={i >= rows.length || undefined} style={{ gridTemplateColumns: template, height: rowHeight }}>
              {columns.map((c) => (
                <span key={c.key} role="cell" style={{ textAlign: c.align ?? 'left' }}>
                  {c.render(row)}
                </span>
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
