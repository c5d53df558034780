import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { MenuNode, PermissionCode } from '@hrbd/contract';
import { Layout, Menu, Tooltip, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { isExternalPath, type PlaceInConsole, type Subsystem } from '../../lib/navigation/navigation-model';
import { openInNewWindow } from '../../lib/navigation/new-window';
import { useNavigation } from '../../lib/navigation/use-navigation';
import { MenuIcon } from './menu-icon';
import { useTags } from './tags-view/tags-context';
import { useLocalFlag } from './use-local-flag';

export const SIDEBAR_WIDTH = 210;
const SIDEBAR_COLLAPSED_WIDTH = 64;
const COLLAPSED_KEY = 'hrbd.sidebar.collapsed';

/** The gig market's sidebar carries the product's own name for it (spec §1); others show the tab name. */
const ODDJOB_MARKET: PermissionCode = 'plateform:oddjobMarket';
const SIDEBAR_TITLES: Record<string, string> = { [ODDJOB_MARKET]: '零工就业管理系统' };

type MenuItem = Required<MenuProps>['items'][number];

function toItems(nodes: readonly MenuNode[]): MenuItem[] {
  return nodes.map((node) => ({
    key: node.path,
    icon: <MenuIcon name={node.icon} />,
    label: node.name,
    children: node.children.length > 0 ? toItems(node.children) : undefined,
  }));
}

interface SidebarProps {
  subsystem?: Subsystem;
  place: PlaceInConsole;
}

/**
 * The current sub-system's menus (spec §2): 210 px, one submenu open at a
 * time, collapsible with the choice remembered, external links in a new tab.
 */
export function Sidebar({ subsystem, place }: SidebarProps) {
  const { open } = useTags();
  const navigation = useNavigation();
  const [collapsed, setCollapsed] = useLocalFlag(COLLAPSED_KEY, false);
  const items = useMemo(() => toItems(subsystem?.menus ?? []), [subsystem]);
  const rootSubmenus = useMemo(
    () => new Set((subsystem?.menus ?? []).filter((node) => node.children.length > 0).map((node) => node.path)),
    [subsystem],
  );
  const selectedPath = place.chain[place.chain.length - 1]?.path;
  // Joined into a string so the effect below runs when the page's position changes, not on every render.
  const ancestorKey = place.chain.slice(0, -1).map((node) => node.path).join('\n');
  const [openKeys, setOpenKeys] = useState<string[]>(() => (ancestorKey ? ancestorKey.split('\n') : []));

  // Arriving at a page (from a tag, the breadcrumb or a link) opens the submenu it sits in.
  useEffect(() => setOpenKeys(ancestorKey ? ancestorKey.split('\n') : []), [ancestorKey]);

  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((key) => !openKeys.includes(key));
    // Accordion: opening a first-level submenu closes the others; nested ones keep their parent open.
    if (opened && rootSubmenus.has(opened)) setOpenKeys([opened]);
    else setOpenKeys(keys);
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const newWindow = navigation.locate(key)?.screen.newWindow;
    if (isExternalPath(key)) window.open(key, '_blank', 'noopener,noreferrer');
    else if (newWindow) openInNewWindow(newWindow);
    else open(key);
  };

  const title = subsystem ? (SIDEBAR_TITLES[subsystem.code] ?? subsystem.name) : '';
  const toggleText = collapsed ? '展开菜单' : '收起菜单';

  return (
    <Layout.Sider
      className="console-sider"
      theme="light"
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
    >
      <div className="console-sider__inner">
        {title && (
          <div className="console-sider__title" title={title}>
            {collapsed ? <MenuIcon name={subsystem?.root.icon ?? ''} /> : title}
          </div>
        )}
        <nav className="console-sider__menu" aria-label="侧边菜单">
          <Menu
            mode="inline"
            items={items}
            selectedKeys={selectedPath ? [selectedPath] : []}
            onClick={onClick}
            {...(collapsed ? {} : { openKeys, onOpenChange })}
          />
        </nav>
        <Tooltip title={collapsed ? toggleText : undefined} placement="right">
          <button type="button" className="console-sider__toggle" aria-label={toggleText} onClick={() => setCollapsed(!collapsed)}>
            {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            {!collapsed && <span>{toggleText}</span>}
          </button>
        </Tooltip>
      </div>
    </Layout.Sider>
  );
}
