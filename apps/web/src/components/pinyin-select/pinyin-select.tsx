import { Button, Input, Spin, Tag } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { EmptyData } from '../empty-data';
import { LETTERS, OTHER, type PinyinOption } from './pinyin-letters';
import { pinyinGroups } from './pinyin-loader';
import './pinyin-select.css';

type Value = string | number;
type Single = { multiple?: false; value?: Value | null; onChange?: (value: Value | null) => void };
type Many = { multiple: true; value?: Value[]; onChange?: (value: Value[]) => void };

export type PinyinSelectProps = (Single | Many) & {
  options: readonly PinyinOption[];
  /** Height of the scrolling option list. */
  height?: number;
};

/**
 * The alphabetical selector of spec §2/§3 (job-fair and policy labels are
 * grouped A–Z plus 其他): options grouped by the pinyin initial of their
 * name, a letter bar that jumps to a group, and a search by name, pinyin or
 * initials. One option or several, as `multiple` says. The options show once
 * pinyin-pro has loaded (when the selector first renders).
 */
export function PinyinSelect(props: PinyinSelectProps) {
  const { options, height = 280 } = props;
  const grouping = pinyinGroups.useModule();
  const entries = useMemo(() => grouping?.toEntries(options) ?? [], [grouping, options]);
  const [keyword, setKeyword] = useState('');
  const groups = useMemo(
    () => grouping?.groupEntries(entries.filter((e) => grouping.matches(e, keyword))) ?? [],
    [grouping, entries, keyword],
  );
  const listRef = useRef<HTMLDivElement>(null);
  const selected = new Set<Value>(props.multiple ? (props.value ?? []) : props.value === null || props.value === undefined ? [] : [props.value]);

  const toggle = (value: Value) => {
    if (props.multiple) {
      const current = props.value ?? [];
      props.onChange?.(current.includes(value) ? current.filter((v) => v !== value) : [...current, value]);
    } else {
      props.onChange?.(selected.has(value) ? null : value);
    }
  };

  const jump = (group: string) => {
    const target = listRef.current?.querySelector<HTMLElement>(`[data-group="${group}"]`);
    target?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const present = new Set(groups.map((g) => g.group));
  return (
    <div className="pinyin-select">
      <Input.Search allowClear placeholder="请输入名称或拼音" value={keyword} onChange={(e) => setKeyword(e.target.value)} aria-label="搜索" />
      <div className="pinyin-select__letters" role="toolbar" aria-label="按首字母跳转">
        {[...LETTERS, OTHER].map((letter) => (
          <Button key={letter} type="text" size="small" disabled={!present.has(letter)} onClick={() => jump(letter)}>
            {letter}
          </Button>
        ))}
      </div>
      <div ref={listRef} className="pinyin-select__list" style={{ maxHeight: height }}>
        {!grouping && <Spin className="pinyin-select__loading" />}
        {grouping && groups.length === 0 && <EmptyData />}
        {groups.map(({ group, entries: inGroup }) => (
          <section key={group} className="pinyin-select__group" data-group={group} aria-label={group}>
            <div className="pinyin-select__group-title">{group}</div>
            <div className="pinyin-select__options">
              {inGroup.map((entry) => (
                <Tag.CheckableTag key={entry.value} checked={selected.has(entry.value)} onChange={() => toggle(entry.value)}>
                  {entry.label}
                </Tag.CheckableTag>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
