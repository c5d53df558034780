import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { TagView } from './tags-model';
import './tag-menu.css';

interface TagMenuItem {
  key: MenuKey;
  label: string;
  disabled?: boolean;
  /** A line above the item, separating it from the ones before. */
  dividerBefore?: boolean;
}

export type MenuKey = 'refresh' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

/** The menu of the tag at `index`: 刷新页面, then what it may close (an affix tag is never closed). */
function menuFor(tags: readonly TagView[], index: number): TagMenuItem[] {
  const tag = tags[index];
  const closable = (t: TagView) => !t.affix;
  return [
    { key: 'refresh', label: '刷新页面' },
    { key: 'close', label: '关闭', disabled: tag.affix, dividerBefore: true },
    { key: 'closeOthers', label: '关闭其他', disabled: !tags.some((t, i) => i !== index && closable(t)) },
    { key: 'closeLeft', label: '关闭左侧', disabled: !tags.slice(0, index).some(closable) },
    { key: 'closeRight', label: '关闭右侧', disabled: !tags.slice(index + 1).some(closable) },
    { key: 'closeAll', label: '关闭所有', disabled: !tags.some(closable) },
  ];
}

interface TagMenuProps {
  /** Where the right click was, in viewport pixels. */
  at: { x: number; y: number };
  /** The open tags and the one clicked: what it may close follows from them. */
  tags: readonly TagView[];
  index: number;
  onPick: (key: MenuKey) => void;
  onClose: () => void;
}

const EDGE = 8;

/**
 * The tags' right-click menu, drawn at the pointer. It is the bar's own
 * rather than antd's Dropdown: a Dropdown per tag, opened on a second tag
 * while the first one's menu was still fading out, stayed invisible (its
 * motion waited forever), and it closed whenever the strip scrolled under it.
 * Closes on a press outside it, Escape, a window resize or losing focus.
 */
export default function TagMenu({ at, tags, index, onPick, onClose }: TagMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const items = menuFor(tags, index);

  useEffect(() => {
    const el = menu.current;
    if (!el) return undefined;
    // Kept inside the window when the click was near its right or bottom edge.
    const { width, height } = el.getBoundingClientRect();
    el.style.left = `${Math.max(EDGE, Math.min(at.x, window.innerWidth - width - EDGE))}px`;
    el.style.top = `${Math.max(EDGE, Math.min(at.y, window.innerHeight - height - EDGE))}px`;
    el.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus({ preventScroll: true });

    const pressOutside = (event: MouseEvent) => {
      if (!el.contains(event.target as Node)) onClose();
    };
    document.addEventListener('mousedown', pressOutside, true);
    window.addEventListener('resize', onClose);
    window.addEventListener('blur', onClose);
    return () => {
      document.removeEventListener('mousedown', pressOutside, true);
      window.removeEventListener('resize', onClose);
      window.removeEventListener('blur', onClose);
    };
  }, [at, onClose]);

  // Arrow keys move between the items that can be chosen, Escape closes.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const enabled = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const current = enabled.indexOf(document.activeElement as HTMLButtonElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    enabled[(current + step + enabled.length) % enabled.length]?.focus();
  };

  return (
    <div
      ref={menu}
      className="tag-menu"
      role="menu"
      aria-label="标签操作"
      style={{ left: at.x, top: at.y }}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
    >
      {items.map((item) => [
        item.dividerBefore && <div key={`${item.key}-divider`} className="tag-menu__divider" role="separator" />,
        <button
          key={item.key}
          type="button"
          role="menuitem"
          className="tag-menu__item"
          disabled={item.disabled}
          aria-disabled={item.disabled || undefined}
          onClick={() => {
            onClose();
            onPick(item.key);
          }}
        >
          {item.label}
        </button>,
      ])}
    </div>
  );
}
