import { useLocation } from 'react-router';
import type { Subsystem } from '../../lib/navigation/navigation-model';
import { trackClick } from '../../lib/tracking';
import { MenuIcon } from './menu-icon';
import { useTags } from './tags-view/tags-context';

interface TopTabsProps {
  subsystems: readonly Subsystem[];
  /** The sub-system whose menus the sidebar shows. */
  currentCode?: string;
}

/**
 * The sub-system tabs (spec §1–2): only those the user may enter; a tab is
 * highlighted when its page path equals the current path.
 */
export function TopTabs({ subsystems, currentCode }: TopTabsProps) {
  const location = useLocation();
  const { open } = useTags();
  return (
    <nav className="top-tabs" aria-label="子系统">
      {subsystems.map((subsystem) => {
        const active = subsystem.tabPath === location.pathname;
        const current = subsystem.code === currentCode;
        return (
          <button
            key={subsystem.code}
            type="button"
            className={`top-tabs__tab${active ? ' is-active' : ''}${current ? ' is-current' : ''}`}
            aria-current={active ? 'page' : undefined}
            onClick={() => {
              trackClick(`顶部菜单：${subsystem.name}`);
              open(subsystem.entryPath);
            }}
          >
            <MenuIcon name={subsystem.root.icon} />
            <span>{subsystem.name}</span>
          </button>
        );
      })}
    </nav>
  );
}
