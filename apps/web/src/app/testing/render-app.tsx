import { authApi, eventTrackingApi, messageApi, perm, RESOURCE_TREE, userApi, type MenuNode, type ResourceSeed, type UserInfo } from '@hrbd/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { App } from 'antd';
import { lazy, useState, type ComponentType } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { saveSession } from '../../lib/session';
import { BUTTON_CONFIG } from '../theme';
import { AppRoutes } from '../app-routes';
import { createQueryClient } from '../../lib/query-client';
import type { Screen } from '../../lib/screen';
import { fakeServer } from '../../test/fake-server';
import { TestAntd } from '../../test/antd';

/** A page with state of its own, to see whether the console kept it mounted. */
function CounterPage({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name}计数：{count}
    </button>
  );
}

export function page(name: string): Screen['component'] {
  const Page: ComponentType = () => <CounterPage name={name} />;
  return lazy(() => Promise.resolve({ default: Page }));
}

/** Screens for a few menus of 系统管理 and 人力资源大数据, plus a standalone 个人中心. */
export const TEST_SCREENS: Screen[] = [
  { path: '/setup', component: page('系统概览'), affix: true },
  { path: '/system/user', component: page('用户管理') },
  { path: '/system/role', component: page('角色管理') },
  { path: '/system/resource', component: page('资源管理'), cache: false },
  { path: '/busi/busiEnv', component: page('数据看板'), affix: true },
  { path: '/recruit/job/label', component: page('岗位标签') },
  { path: '/profile', component: page('个人中心'), title: '个人中心', standalone: true },
];

// The first render of a test file loads antd's styles and the lazy pages: seconds on a busy machine.
configure({ asyncUtilTimeout: 8000 });

let nextId = 1;

/** The menus a user holding `codes` receives from userInfo: the resource tree's menu nodes, pruned. */
export function menusFor(codes: ReadonlySet<string>, nodes: readonly ResourceSeed[] = RESOURCE_TREE): MenuNode[] {
  return nodes
    .filter((node) => node.type === 'menu' && codes.has(node.code))
    .map((node) => ({
      id: nextId++,
      code: node.code,
      name: node.name,
      path: node.path ?? '',
      icon: node.icon ?? '',
      hidden: node.hidden ?? false,
      children: menusFor(codes, node.children ?? []),
    }));
}

export function userInfoFor(codes: readonly string[]): UserInfo {
  return {
    user: {
      userCode: 'u-1',
      userName: 'zhangsan',
      realName: '张三',
      phone: '13800000000',
      email: '',
      status: 1,
      roles: [{ roleCode: 'r-1', roleName: '系统管理员' }],
      wxBound: false,
      lastLoginTime: null,
      createTime: '2025-01-01 08:00:00',
      remark: '',
      dataScope: '',
      dataScopeName: '全部',
    },
    roles: [{ roleCode: 'r-1', roleName: '系统管理员' }],
    permissions: [...codes],
    menus: menusFor(new Set(codes)),
  };
}

export const SYSTEM_ONLY = [perm.system.code, perm.system.home.code, perm.system.user.code, perm.system.role.code, perm.system.resource.code];
export const EVERYTHING = [
  perm.recruit.code,
  perm.recruit.home.code,
  perm.recruit.job.code,
  perm.recruit.job.label.code,
  ...SYSTEM_ONLY,
  perm.train.code,
  perm.train.home.code,
];

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

interface RenderAppOptions {
  route: string;
  codes?: readonly string[];
  screens?: readonly Screen[];
  signedIn?: boolean;
}

/** Renders the whole console at `route` against a fake server, as a signed-in user holding `codes`. */
export function renderApp({ route, codes = SYSTEM_ONLY, screens = TEST_SCREENS, signedIn = true }: RenderAppOptions) {
  const server = fakeServer()
    .on(userApi.info, { data: userInfoFor(codes) })
    .on(eventTrackingApi.info, { data: null })
    // The header's message bell asks on every screen; a test about messages answers this itself.
    .on(messageApi.queryPageMsg, { data: { records: [], total: 0, unreadCount: 0 } })
    .on(authApi.logout, { data: null })
    .on(authApi.slideChallenge, { data: { challengeId: 'challenge-1', expireTime: '2030-01-01 00:00:00' } });
  if (signedIn) saveSession('token-1', 'zhangsan');
  const queryClient = createQueryClient();
  const ui = (
    <TestAntd button={BUTTON_CONFIG}>
      <App>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>
            <AppRoutes screens={screens} />
            <LocationProbe />
          </MemoryRouter>
        </QueryClientProvider>
      </App>
    </TestAntd>
  );
  return { server, ...render(ui) };
}
