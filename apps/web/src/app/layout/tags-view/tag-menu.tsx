import { useEffect, useRef, type KeyboardEvent } from 'react';

export interface TagMenuItem<K extends string> {
  key: K;
  label: string;
  disabled?: boolean;
  /** A line above the item, separating it from the ones before. */
  dividerBefore?: boolean;
}

interface TagMenuProps<K extends string> {
  /** Where the right click was, in viewport pixels. */
  at: { x: number; y: number };
  items: readonly TagMenuItem<K>[];
  onPick: (key: K) => void;
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
export function TagMenu<K extends string>({ at, items, onPick, onClose }: TagMenuProps<K>) {
  const menu = useRef<HTMLDivElement>(null);

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
