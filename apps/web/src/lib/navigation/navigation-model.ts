import { TOP_TABS, type MenuNode } from '@hrbd/contract';
import { matchPath } from 'react-router';
import type { Screen } from '../screen';
import { DEFAULT_TITLE } from './default-title';

/** Default document title and the fallback for pages without one (spec §1). */
export { DEFAULT_TITLE };

/** The portal (统一门户, spec §2: the logo links to platformList): where a user with no sub-system lands. */
export const PORTAL_PATH = '/platformList';

export function isExternalPath(path: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(path);
}

/** The screen registered for a pathname; exact paths win over patterns with parameters. */
export function findScreen(screens: readonly Screen[], pathname: string): Screen | undefined {
  return (
    screens.find((screen) => screen.path === pathname) ??
    screens.find((screen) => matchPath({ path: screen.path, end: true }, pathname) !== null)
  );
}

/** A sub-system (top tab) the user may enter: they hold its code and it has screens they hold. */
export interface Subsystem {
  code: string;
  name: string;
  /** The tab's page; the tab is highlighted when the current path equals it. */
  tabPath: string;
  /** Where clicking the tab goes: its page, or its first screen while the page is not built yet. */
  entryPath: string;
  /** The sidebar menus: visible nodes that are screens, external links or parents of them. */
  menus: MenuNode[];
  root: MenuNode;
}

function walk(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...walk(node.children)]);
}

/** Nodes the sidebar shows, pruned of hidden items and of menus nobody has built a screen for. */
export function sidebarMenus(nodes: readonly MenuNode[], hasScreen: (path: string) => boolean): MenuNode[] {
  return nodes.flatMap((node) => {
    if (node.hidden) return [];
    const children = sidebarMenus(node.children, hasScreen);
    if (children.length > 0) return [{ ...node, children }];
    if (hasScreen(node.path) || isExternalPath(node.path)) return [{ ...node, children: [] }];
    return [];
  });
}

function firstLeafPath(nodes: readonly MenuNode[]): string | undefined {
  for (const node of nodes) {
    if (node.children.length > 0) {
      const path = firstLeafPath(node.children);
      if (path) return path;
    } else if (!isExternalPath(node.path)) {
      return node.path;
    }
  }
  return undefined;
}

export function subsystemsFor(
  permissions: readonly string[],
  menus: readonly MenuNode[],
  screens: readonly Screen[],
): Subsystem[] {
  const held = new Set(permissions);
  const hasScreen = (path: string) => findScreen(screens, path) !== undefined;
  return TOP_TABS.flatMap((tab) => {
    const root = menus.find((node) => node.code === tab.code);
    if (!held.has(tab.code) || !root) return [];
    // The root shares its path with the sub-system's home menu; the home menu, not the tab, grants that page.
    const screenPaths = walk(root.children).map((node) => node.path).filter(hasScreen);
    if (screenPaths.length === 0) return [];
    const visible = sidebarMenus(root.children, hasScreen);
    const entryPath = screenPaths.includes(tab.path) ? tab.path : (firstLeafPath(visible) ?? screenPaths[0]);
    return [{ code: tab.code, name: tab.name, tabPath: tab.path, entryPath, menus: visible, root }];
  });
}

/** Root-to-node chain of the deepest node with `path` (a sub-system's root shares its home's path). */
export function menuChain(nodes: readonly MenuNode[], path: string): MenuNode[] | undefined {
  for (const node of nodes) {
    const below = menuChain(node.children, path);
    if (below) return [node, ...below];
    if (node.path === path) return [node];
  }
  return undefined;
}

/**
 * Every menu path the user holds below the sub-system roots, hidden ones
 * included: holding the menu is what lets them open its screen. A root (the
 * tab) shares its path with its home menu but does not grant that page.
 */
export function heldMenuPaths(menus: readonly MenuNode[]): Set<string> {
  return new Set(walk(menus.flatMap((root) => root.children)).map((node) => node.path));
}

export function canOpenScreen(screen: Screen, heldPaths: ReadonlySet<string>): boolean {
  if (screen.standalone) return true;
  if (heldPaths.has(screen.path)) return true;
  return screen.parent !== undefined && heldPaths.has(screen.parent);
}

/** Where a pathname sits in the console: its screen, sub-system, menu chain and title. */
export interface PlaceInConsole {
  screen: Screen;
  subsystem?: Subsystem;
  /** Menus from the sub-system's first level down to the screen's menu (the root is the sub-system itself). */
  chain: MenuNode[];
  /** Deepest route title: the menu's name, or the screen's own title for a page that is not a menu. */
  title: string;
}

export function locate(
  pathname: string,
  screens: readonly Screen[],
  subsystems: readonly Subsystem[],
): PlaceInConsole | undefined {
  const screen = findScreen(screens, pathname);
  if (!screen) return undefined;
  const menuPath = screen.parent ?? screen.path;
  for (const subsystem of subsystems) {
    const chain = menuChain([subsystem.root], menuPath);
    if (!chain) continue;
    const menus = chain.slice(1);
    const menuTitle = chain[chain.length - 1].name;
    const title = screen.parent ? (screen.title ?? menuTitle) : menuTitle;
    return { screen, subsystem, chain: menus, title };
  }
  return { screen, chain: [], title: screen.title ?? DEFAULT_TITLE };
}
