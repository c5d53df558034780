import type { ComponentType } from 'react';

/**
 * A screen of the console. Menu screens are matched to the user's menus (from
 * the resource tree) by `path`; the sidebar shows only menus that have a
 * screen, so a sub-system's tab appears once its screens exist.
 */
export interface Screen {
  path: string;
  /** Loaded when first opened: `lazyComponent(() => import('./x-page'))`. */
  component: ComponentType;
  /** Title when the screen is not a menu (e.g. a detail page); menus take their name from the resource tree. */
  title?: string;
  /** Pinned tag that cannot be closed: only the landing 数据看板 and 系统概览, so the bar is not full of homes; other sub-systems' homes open from their top tab. */
  affix?: boolean;
  /** Keep the page mounted while its tag is open (default true). */
  cache?: boolean;
  /** Open to every signed-in user, outside the menu tree (e.g. 个人中心). */
  standalone?: boolean;
  /**
   * For a screen that is not itself a menu (a detail or edit page): the menu
   * path it belongs to. The user may open it when they hold that menu, and the
   * sidebar and breadcrumb show it under that menu.
   */
  parent?: string;
  /**
   * A menu whose page lives outside the console, in a browser tab of its own
   * (数据大屏 at `/bigscreen`): the sidebar opens this address in a new tab
   * instead of a tag; `component` is what the menu's own path shows if reached.
   */
  newWindow?: string;
}
