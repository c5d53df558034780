import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutoScrollList, SLIDE_MS, STEP_MS } from './auto-scroll-list';

interface Row {
  code: string;
  name: string;
}
const rowsOf = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ code: `c${i + 1}`, name: `企业${i + 1}` }));
const columns = [{ key: 'name', title: '企业名称', width: 1, render: (r: Row) => r.name }];
const list = () => screen.getByRole('table', { name: '招聘企业' });
const offset = () => Number(list().querySelector('.bs-list__rows')?.getAttribute('data-offset'));
const shift = () => (list().querySelector('.bs-list__rows') as HTMLElement).style.transform;

describe('AutoScrollList', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves up a row every 3 s and loops seamlessly back to the first row', () => {
    render(<AutoScrollList label="招聘企业" rows={rowsOf(8)} rowKey={(r) => r.code} columns={columns} />);
    // The first six follow the last, so the window is never half empty.
    expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(1 + 8 + 6);
    expect(screen.getAllByRole('row')).toHaveLength(1 + 8);
    expect(offset()).toBe(0);
    act(() => vi.advanceTimersByTime(STEP_MS - 1));
    expect(offset()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(offset()).toBe(1);
    expect(shift()).toBe('translateY(-24px)');
    act(() => vi.advanceTimersByTime(STEP_MS * 7));
    // All eight moved past: the copy of the first rows is in place, then the list jumps back unseen.
    expect(offset()).toBe(8);
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(offset()).toBe(0);
    expect((list().querySelector('.bs-list__rows') as HTMLElement).style.transition).toBe('none');
    act(() => vi.advanceTimersByTime(STEP_MS));
    expect(offset()).toBe(1);
  });

  it('pauses while the pointer is over it', () => {
    render(<AutoScrollList label="招聘企业" rows={rowsOf(10)} rowKey={(r) => r.code} columns={columns} />);
    act(() => vi.advanceTimersByTime(STEP_MS));
    expect(offset()).toBe(1);
    fireEvent.mouseEnter(list());
    act(() => vi.advanceTimersByTime(STEP_MS * 5));
    expect(offset()).toBe(1);
    fireEvent.mouseLeave(list());
    act(() => vi.advanceTimersByTime(STEP_MS));
    expect(offset()).toBe(2);
  });

  it('stays still with six rows or fewer, and leaves no timer behind when unmounted', () => {
    const { unmount } = render(<AutoScrollList label="招聘企业" rows={rowsOf(6)} rowKey={(r) => r.code} columns={columns} />);
    expect(screen.getAllByRole('row')).toHaveLength(1 + 6);
    act(() => vi.advanceTimersByTime(STEP_MS * 4));
    expect(offset()).toBe(0);
    unmount();
    render(<AutoScrollList label="招聘企业" rows={rowsOf(9)} rowKey={(r) => r.code} columns={columns} />).unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
