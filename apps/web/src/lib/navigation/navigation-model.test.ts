import { perm } from '@hrbd/contract';
import type { MenuNode } from '@hrbd/contract';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import type { Screen } from '../screen';
import { canOpenScreen, heldMenuPaths, isExternalPath, locate, sidebarMenus, subsystemsFor } from './navigation-model';

const component = lazy(() => Promise.resolve({ default: () => null }));
const screen = (path: string, extra: Partial<Screen> = {}): Screen => ({ path, component, ...extra });

let id = 1;
function node(code: string, name: string, path: string, children: MenuNode[] = [], hidden = false): MenuNode {
  return { id: id++, code, name, path, icon: '', hidden, children };
}

const menus: MenuNode[] = [
  node(perm.recruit.code, '人力资源大数据', '/busi/busiEnv', [
    node(perm.recruit.home.code, '数据看板', '/busi/busiEnv'),
    node(perm.recruit.job.code, '岗位管理', '/recruit/job', [
      node(perm.recruit.job.list.code, '岗位列表', '/recruit/job/list'),
      node(perm.recruit.job.review.code, '岗位审核', '/recruit/job/review'),
    ]),
  ]),
  node(perm.system.code, '系统管理', '/setup', [
    node(perm.system.user.code, '用户管理', '/system/user'),
    node('system:secret', '隐藏页', '/system/secret', [], true),
    node('system:help', '帮助文档', 'https://example.com/help'),
    node('system:none', '尚未建设', '/system/none'),
  ]),
];

const screens = [
  screen('/recruit/job/review'),
  screen('/recruit/job/detail/:jobCode', { parent: '/recruit/job/review', title: '岗位详情' }),
  screen('/system/user'),
  screen('/system/secret'),
  screen('/profile', { standalone: true, title: '个人中心' }),
];

describe('navigation model', () => {
  it('recognises external links', () => {
    expect(['http://a.cn', 'https://a.cn', 'mailto:a@b.cn', 'tel:110'].every(isExternalPath)).toBe(true);
    expect(isExternalPath('/system/user')).toBe(false);
  });

  it('keeps in the sidebar only visible menus with a screen, an external link, or such children', () => {
    const shown = sidebarMenus(menus[1].children, (path) => screens.some((s) => s.path === path));
    expect(shown.map((m) => m.name)).toEqual(['用户管理', '帮助文档']);
  });

  it('enters a sub-system at its page, or at its first screen while the page is not built', () => {
    const subsystems = subsystemsFor([perm.recruit.code, perm.system.code], menus, screens);
    expect(subsystems.map((s) => [s.name, s.entryPath])).toEqual([
      ['人力资源大数据', '/recruit/job/review'],
      ['系统管理', '/system/user'],
    ]);
    expect(subsystems[0].menus.map((m) => m.name)).toEqual(['岗位管理']);
  });

  it('hides a tab without its permission even when its menus arrive', () => {
    expect(subsystemsFor([perm.system.code], menus, screens).map((s) => s.name)).toEqual(['系统管理']);
  });

  it('opens a detail page through the menu it belongs to, and titles it by its own title', () => {
    const held = heldMenuPaths(menus);
    const subsystems = subsystemsFor([perm.recruit.code, perm.system.code], menus, screens);
    const place = locate('/recruit/job/detail/abc', screens, subsystems);
    expect(place?.title).toBe('岗位详情');
    expect(place?.subsystem?.name).toBe('人力资源大数据');
    expect(place?.chain.map((m) => m.name)).toEqual(['岗位管理', '岗位审核']);
    expect(place && canOpenScreen(place.screen, held)).toBe(true);
    expect(canOpenScreen(screen('/x', { parent: '/recruit/company' }), held)).toBe(false);
  });

  it('lets a user open a hidden menu and a standalone page, but not a tab root alone', () => {
    const held = heldMenuPaths(menus);
    expect(canOpenScreen(screen('/system/secret'), held)).toBe(true);
    expect(canOpenScreen(screen('/profile', { standalone: true }), held)).toBe(true);
    expect(canOpenScreen(screen('/setup'), held)).toBe(false);
  });
});
