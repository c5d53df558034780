import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useCurrentUser } from '../current-user';
import type { Screen } from '../screen';
import {
  canOpenScreen,
  heldMenuPaths,
  locate,
  subsystemsFor,
  type PlaceInConsole,
  type Subsystem,
} from './navigation-model';

const ScreensContext = createContext<readonly Screen[]>([]);

/** The screens the routes serve; tests hand in their own list instead of the app's registry. */
export function ScreensProvider({ screens, children }: { screens: readonly Screen[]; children: ReactNode }) {
  return <ScreensContext.Provider value={screens}>{children}</ScreensContext.Provider>;
}

export function useScreens(): readonly Screen[] {
  return useContext(ScreensContext);
}

export interface Navigation {
  screens: readonly Screen[];
  /** The tabs this user sees, in the spec's order. */
  subsystems: Subsystem[];
  /** Where `/` leads: the first sub-system this user may enter. */
  rootPath?: string;
  canOpen: (screen: Screen) => boolean;
  locate: (pathname: string) => PlaceInConsole | undefined;
  /** Affix screens the user may open: their tags are pinned first and cannot be closed. */
  affixScreens: Screen[];
}

/** The signed-in user's view of the console: tabs, sidebar menus, access and titles. */
export function useNavigation(): Navigation {
  const screens = useScreens();
  const { info } = useCurrentUser();
  return useMemo(() => {
    const subsystems = subsystemsFor(info.permissions, info.menus, screens);
    const held = heldMenuPaths(info.menus);
    const canOpen = (screen: Screen) => canOpenScreen(screen, held);
    const order = (screen: Screen) => {
      const index = subsystems.findIndex((s) => s === locate(screen.path, screens, subsystems)?.subsystem);
      return index < 0 ? subsystems.length : index;
    };
    return {
      screens,
      subsystems,
      rootPath: subsystems[0]?.entryPath,
      canOpen,
      locate: (pathname: string) => locate(pathname, screens, subsystems),
      // In tab order, so the pinned tags read like the top bar.
      affixScreens: screens.filter((screen) => screen.affix && canOpen(screen)).sort((a, b) => order(a) - order(b)),
    };
  }, [info, screens]);
}
