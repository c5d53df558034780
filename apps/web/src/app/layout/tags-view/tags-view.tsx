import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useCallback, useEffect, useRef, useState, type WheelEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { lazyComponent } from '../../../lib/lazy-module';
import type { MenuKey } from './tag-menu';
import { useTags } from './tags-context';
import type { TagView } from './tags-model';
import './tags-view.css';

// Loaded on the first right click: the shell is measured against a byte budget (npm run test:bundle).
const TagMenu = lazyComponent(() => import('./tag-menu'));

/** Where the strip stands: whether it overflows, and whether it can scroll further left or right. */
interface Edges {
  overflow: boolean;
  atStart: boolean;
  atEnd: boolean;
}

const MARGIN = 12;

/**
 * Visited pages as tags (spec §2), with a right-click menu: 刷新页面 / 关闭 /
 * 关闭其他 / 关闭左侧 / 关闭右侧 / 关闭所有. Tags that do not fit scroll: the
 * arrows at both ends or the mouse wheel move the strip, and the open page's
 * tag is always brought into view.
 */
export function TagsView({ home }: { home?: string }) {
  const { tags, activePath, close, closeOthers, closeLeft, closeRight, closeAll, refresh } = useTags();
  const navigate = useNavigate();
  const strip = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ overflow: false, atStart: true, atEnd: true });
  // The tag whose right-click menu is open, and where the click was.
  const [menu, setMenu] = useState<{ path: string; x: number; y: number } | null>(null);
  const closeMenu = useCallback(() => setMenu(null), []);

  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    const next = {
      overflow: el.scrollWidth > el.clientWidth + 1,
      atStart: el.scrollLeft <= 1,
      atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
    };
    setEdges((prev) => (prev.overflow === next.overflow && prev.atStart === next.atStart && prev.atEnd === next.atEnd ? prev : next));
  }, []);

  useEffect(() => {
    const el = strip.current;
    if (!el) return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  // The open page's tag comes into view (a page opened from the sidebar may sit far right, or scrolled off the left).
  useEffect(() => {
    const el = strip.current;
    const active = el?.querySelector<HTMLElement>('.tags-view__tag.is-active');
    if (el && active) {
      if (active.offsetLeft < el.scrollLeft) el.scrollLeft = Math.max(0, active.offsetLeft - MARGIN);
      else if (active.offsetLeft + active.offsetWidth > el.scrollLeft + el.clientWidth) {
        el.scrollLeft = active.offsetLeft + active.offsetWidth - el.clientWidth + MARGIN;
      }
    }
    measure();
  }, [activePath, tags.length, measure]);

  const slide = (direction: -1 | 1) => {
    const el = strip.current;
    if (el) el.scrollLeft += direction * Math.max(120, el.clientWidth * 0.8);
  };

  // A mouse wheel scrolls vertically; over the strip it moves the tags sideways.
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    const el = strip.current;
    if (!el || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
    el.scrollLeft += event.deltaY;
  };

  const onMenu = (tag: TagView, key: MenuKey) => {
    if (key === 'refresh') refresh(tag.path);
    if (key === 'close') close(tag.path);
    if (key === 'closeOthers') closeOthers(tag.path);
    if (key === 'closeLeft') closeLeft(tag.path);
    if (key === 'closeRight') closeRight(tag.path);
    if (key === 'closeAll') closeAll(home);
  };

  // A menu whose tag was closed meanwhile (middle click, another menu) goes with it.
  const menuTag = menu ? tags.findIndex((t) => t.path === menu.path) : -1;

  return (
    <div className={`tags-view${edges.overflow ? ' is-overflowing' : ''}`}>
      {edges.overflow && (
        <button type="button" className="tags-view__arrow" aria-label="向左滚动" disabled={edges.atStart} onClick={() => slide(-1)}>
          <LeftOutlined />
        </button>
      )}
      <div className="tags-view__strip" ref={strip} role="tablist" aria-label="已打开的页面" onWheel={onWheel} onScroll={measure}>
        {tags.map((tag) => {
          const active = tag.path === activePath;
          return (
            <div
              className={`tags-view__tag${active ? ' is-active' : ''}${tag.affix ? ' is-affix' : ''}`}
              role="tab"
              aria-selected={active}
              tabIndex={0}
              data-path={tag.path}
              onClick={() => {
                if (!active) navigate(tag.fullPath);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') navigate(tag.fullPath);
              }}
              onContextMenu={(event) => {
                event.preventDefault();
                // The menu key or Shift+F10 has no pointer: the menu opens under the tag.
                const box = event.currentTarget.getBoundingClientRect();
                const fromKeyboard = event.clientX === 0 && event.clientY === 0;
                setMenu({ path: tag.path, x: fromKeyboard ? box.left : event.clientX, y: fromKeyboard ? box.bottom : event.clientY });
              }}
              onAuxClick={(event) => {
                // Middle click closes a tag, as in the browser's own tabs.
                if (event.button === 1 && !tag.affix) close(tag.path);
              }}
            >
              <span className="tags-view__title">{tag.title}</span>
              {!tag.affix && (
                <CloseOutlined
                  className="tags-view__close"
                  aria-label={`关闭 ${tag.title}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    close(tag.path);
                  }}
                />
              )}
            </div>
          );
        })}
      </div>
      {menu &&
        menuTag >= 0 &&
        createPortal(
          <TagMenu at={menu} tags={tags} index={menuTag} onPick={(key) => onMenu(tags[menuTag], key)} onClose={closeMenu} />,
          document.body,
        )}
      {edges.overflow && (
        <button type="button" className="tags-view__arrow" aria-label="向右滚动" disabled={edges.atEnd} onClick={() => slide(1)}>
          <RightOutlined />
        </button>
      )}
    </div>
  );
}
