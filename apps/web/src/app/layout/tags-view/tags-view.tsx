import { CloseOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTags } from './tags-context';
import type { TagView } from './tags-model';
import './tags-view.css';

function menuFor(tag: TagView): MenuProps['items'] {
  return [
    { key: 'close', label: '关闭', disabled: tag.affix },
    { key: 'closeOthers', label: '关闭其他' },
    { key: 'closeAll', label: '关闭所有' },
  ];
}

/** Visited pages as tags (spec §2), with a right-click menu: 关闭 / 关闭其他 / 关闭所有. */
export function TagsView() {
  const { tags, activePath, close, closeOthers, closeAll } = useTags();
  const navigate = useNavigate();
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const active = scroller.current?.querySelector<HTMLElement>('.tags-view__tag.is-active');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activePath, tags.length]);

  return (
    <div className="tags-view" ref={scroller} role="tablist" aria-label="已打开的页面">
      {tags.map((tag) => {
        const active = tag.path === activePath;
        const onMenu: MenuProps['onClick'] = ({ key }) => {
          if (key === 'close') close(tag.path);
          if (key === 'closeOthers') closeOthers(tag.path);
          if (key === 'closeAll') closeAll();
        };
        return (
          <Dropdown key={tag.path} trigger={['contextMenu']} menu={{ items: menuFor(tag), onClick: onMenu }}>
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
          </Dropdown>
        );
      })}
    </div>
  );
}
