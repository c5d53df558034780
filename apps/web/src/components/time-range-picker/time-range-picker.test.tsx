import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../test/render-widget';
import { TimeRangePicker } from './time-range-picker';

describe('time range picker', () => {
  it('reads 开始时间 至 结束时间 and shows a value given as wire strings or bare dates', () => {
    const { rerender } = renderWidget(<TimeRangePicker value={['2025-01-02 08:30:00', '2025-01-05 18:00:00']} />);
    expect(screen.getByPlaceholderText('开始时间')).toHaveValue('2025-01-02 08:30:00');
    expect(screen.getByPlaceholderText('结束时间')).toHaveValue('2025-01-05 18:00:00');
    expect(screen.getByText('至')).toBeInTheDocument();
    rerender(<TimeRangePicker value={['2025-01-02', '2025-01-05']} />);
    expect(screen.getByPlaceholderText('开始时间')).toHaveValue('2025-01-02 00:00:00');
  });

  it('emits YYYY-MM-DD HH:mm:ss strings', async () => {
    const onChange = vi.fn();
    renderWidget(<TimeRangePicker value={null} onChange={onChange} />);
    const start = screen.getByPlaceholderText('开始时间');
    await userEvent.click(start);
    fireEvent.change(start, { target: { value: '2025-03-01 00:00:00' } });
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    const end = screen.getByPlaceholderText('结束时间');
    fireEvent.change(end, { target: { value: '2025-03-31 23:59:59' } });
    await userEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['2025-03-01 00:00:00', '2025-03-31 23:59:59']));
  });

  it('covers whole days when only days are picked', async () => {
    const onChange = vi.fn();
    renderWidget(<TimeRangePicker value={null} onChange={onChange} />);
    await userEvent.click(screen.getByPlaceholderText('开始时间'));
    const days = () => [...document.querySelectorAll<HTMLElement>('.ant-picker-cell-in-view')];
    const first = days()[0].getAttribute('title');
    const last = days()[9].getAttribute('title');
    await userEvent.click(days()[0]);
    await userEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    await userEvent.click(days()[9]);
    await userEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([`${first} 00:00:00`, `${last} 23:59:59`]));
  });

  it('emits null when cleared', async () => {
    const onChange = vi.fn();
    renderWidget(<TimeRangePicker value={['2025-01-02 08:30:00', '2025-01-05 18:00:00']} onChange={onChange} />);
    const clear = document.querySelector('.ant-picker-clear');
    expect(clear).not.toBeNull();
    fireEvent.mouseDown(clear!);
    fireEvent.mouseUp(clear!);
    fireEvent.click(clear!);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(null));
  });
});
