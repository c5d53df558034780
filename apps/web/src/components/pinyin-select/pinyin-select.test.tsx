import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../test/render-widget';
import { PinyinSelect } from './pinyin-select';

const OPTIONS = ['北京', '上海', '广州', '深圳', '安徽', '阿里', 'Apple', '重庆', '123 号院', '长沙'].map((label, i) => ({ value: i + 1, label }));

/** Group title → option names shown in it, in order. */
function groups(): Array<[string, string[]]> {
  return [...document.querySelectorAll<HTMLElement>('.pinyin-select__group')].map((g) => [
    g.dataset.group ?? '',
    [...g.querySelectorAll('.ant-tag')].map((t) => t.textContent ?? ''),
  ]);
}

/** pinyin-pro loads when the first selector renders; its options show once it has. */
async function loaded(): Promise<void> {
  await screen.findAllByText('北京');
}

function Many({ onChange }: { onChange: (v: Array<string | number>) => void }) {
  const [value, setValue] = useState<Array<string | number>>([]);
  return (
    <PinyinSelect
      multiple
      options={OPTIONS}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('pinyin-initial grouped selector', () => {
  it('groups options A–Z by pinyin initial, then 其他', async () => {
    renderWidget(<PinyinSelect options={OPTIONS} />);
    await loaded();
    expect(groups()).toEqual([
      ['A', ['阿里', '安徽', 'Apple']],
      ['B', ['北京']],
      ['C', ['长沙', '重庆']],
      ['G', ['广州']],
      ['S', ['上海', '深圳']],
      ['其他', ['123 号院']],
    ]);
    // Letters without options cannot be chosen.
    const bar = screen.getByRole('toolbar', { name: '按首字母跳转' });
    expect(within(bar).getByRole('button', { name: 'B' })).toBeEnabled();
    expect(within(bar).getByRole('button', { name: 'D' })).toBeDisabled();
  });

  it('jumps to a letter’s group', async () => {
    const scrolled: string[] = [];
    const spy = vi.fn(function (this: HTMLElement) {
      scrolled.push(this.dataset.group ?? '');
    });
    Element.prototype.scrollIntoView = spy;
    renderWidget(<PinyinSelect options={OPTIONS} />);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'S' }));
    await userEvent.click(screen.getByRole('button', { name: '其他' }));
    expect(scrolled).toEqual(['S', '其他']);
  });

  it('searches by name, whole pinyin or initials', async () => {
    renderWidget(<PinyinSelect options={OPTIONS} />);
    await loaded();
    const search = screen.getByRole('searchbox', { name: '搜索' });
    await userEvent.type(search, 'sh');
    expect(groups()).toEqual([['S', ['上海', '深圳']]]);
    await userEvent.clear(search);
    await userEvent.type(search, 'cq');
    expect(groups()).toEqual([['C', ['重庆']]]);
    await userEvent.clear(search);
    await userEvent.type(search, '京');
    expect(groups()).toEqual([['B', ['北京']]]);
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(document.querySelector('.ant-empty-description')).toHaveTextContent('暂无数据');
  });

  it('picks several, or one', async () => {
    const onChange = vi.fn();
    renderWidget(<Many onChange={onChange} />);
    await loaded();
    await userEvent.click(screen.getByText('北京'));
    await userEvent.click(screen.getByText('深圳'));
    await userEvent.click(screen.getByText('北京'));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([[1], [1, 4], [4]]);

    const single = vi.fn();
    renderWidget(<PinyinSelect options={OPTIONS} value={2} onChange={single} />);
    const second = document.querySelectorAll('.pinyin-select')[1] as HTMLElement;
    await userEvent.click(within(second).getByText('广州'));
    await userEvent.click(within(second).getByText('上海'));
    expect(single.mock.calls.map((c) => c[0])).toEqual([3, null]);
  });
});
