import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { findScreen } from '../../../lib/navigation/navigation-model';
import { useNavigation } from '../../../lib/navigation/use-navigation';
import { loadVisited, neighbourAfterClose, saveVisited, visit, type TagView } from './tags-model';

interface TagsApi {
  /** Affix tags first, then visited pages in the order they were opened. */
  tags: TagView[];
  activePath: string;
  /**
   * Goes to a page and opens its tag at once; a page whose tag is open is
   * shown as it was left (its address keeps its list's view). Route changes render as
   * transitions, which a quick second click can supersede before they commit;
   * the tag of a page the user clicked must not be lost that way.
   */
  open: (fullPath: string) => void;
  close: (path: string) => void;
  /** Keeps `path` and the affix tags, and goes to `path`. */
  closeOthers: (path: string) => void;
  /** Closes the tags left of `path` (affix ones stay); goes to `path` if the open page was among them. */
  closeLeft: (path: string) => void;
  /** Closes the tags right of `path` (affix ones stay); goes to `path` if the open page was among them. */
  closeRight: (path: string) => void;
  /**
   * Keeps only the affix tags and opens `home`, the current sub-system's home:
   * the user stays where they were working, not in the sub-system of the last pinned tag.
   */
  closeAll: (home?: string) => void;
  /** Reloads a tag's page afresh (remounted: its state reset and its data fetched again), and goes to it. */
  refresh: (path: string) => void;
  /** How many times a tag's page was refreshed: part of its view's key, so each refresh mounts a new page. */
  generation: (path: string) => number;
}

const TagsContext = createContext<TagsApi | null>(null);

export function TagsProvider({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const [stored, setStored] = useState<TagView[]>(loadVisited);
  const [generations, setGenerations] = useState<Readonly<Record<string, number>>>({});

  const affixTags = useMemo<TagView[]>(
    () =>
      navigation.affixScreens.map((screen) => ({
        path: screen.path,
        fullPath: screen.path,
        title: navigation.locate(screen.path)?.title ?? screen.title ?? '',
        affix: true,
      })),
    [navigation],
  );

  // Tags restored from an earlier session keep only pages this user may still open.
  const visited = useMemo(() => {
    const affixPaths = new Set(affixTags.map((tag) => tag.path));
    return stored.flatMap((tag) => {
      const screen = findScreen(navigation.screens, tag.path);
      if (!screen || !navigation.canOpen(screen) || affixPaths.has(tag.path)) return [];
      return [{ ...tag, title: navigation.locate(tag.path)?.title ?? tag.title }];
    });
  }, [stored, affixTags, navigation]);

  const tags = useMemo(() => [...affixTags, ...visited], [affixTags, visited]);

  const remember = useCallback(
    (pathname: string, search: string) => {
      const place = navigation.locate(pathname);
      if (!place || !navigation.canOpen(place.screen)) return;
      if (affixTags.some((tag) => tag.path === pathname)) return;
      const view = { path: pathname, fullPath: pathname + search, title: place.title, affix: false };
      setStored((current) => visit(current, view));
    },
    [navigation, affixTags],
  );

  // Every page reached (links inside pages, the browser's back button, a typed address) gets its tag.
  useEffect(() => remember(location.pathname, location.search), [remember, location.pathname, location.search]);

  useEffect(() => saveVisited(stored), [stored]);

  const keepOnly = useCallback(
    (keep: (tag: TagView) => boolean, target: () => string | undefined) => {
      const remaining = tags.filter((tag) => tag.affix || keep(tag));
      setStored((current) => current.filter(keep));
      const activeStays = remaining.some((tag) => tag.path === location.pathname);
      const destination = target();
      if (!activeStays && destination) navigate(destination);
    },
    [tags, location.pathname, navigate],
  );

  const api = useMemo<TagsApi>(() => {
    const open = (fullPath: string) => {
      // A menu names a page without its address fields: an open tag's page is shown as it was left
      // (a list's tab, filters and page), as a cached view is, rather than reset under the same tag.
      const target = fullPath.includes('?') ? fullPath : (tags.find((tag) => tag.path === fullPath)?.fullPath ?? fullPath);
      const [pathname, query] = target.split('?', 2);
      remember(pathname, query ? `?${query}` : '');
      if (target !== location.pathname + location.search) navigate(target);
    };
    const close = (path: string) => {
      if (tags.find((tag) => tag.path === path)?.affix) return;
      const remaining = tags.filter((tag) => tag.path !== path);
      keepOnly((tag) => tag.path !== path, () => neighbourAfterClose(tags, path, remaining));
    };
    const closeOthers = (path: string) => {
      const tag = tags.find((t) => t.path === path);
      keepOnly((t) => t.path === path, () => tag?.fullPath);
    };
    const closeSide = (path: string, side: 'left' | 'right') => {
      const index = tags.findIndex((t) => t.path === path);
      if (index < 0) return;
      const closing = new Set((side === 'left' ? tags.slice(0, index) : tags.slice(index + 1)).map((t) => t.path));
      keepOnly((t) => !closing.has(t.path), () => tags[index].fullPath);
    };
    const closeAll = (home?: string) => {
      const remaining = tags.filter((tag) => tag.affix);
      setStored([]);
      const destination = home ?? remaining[remaining.length - 1]?.fullPath ?? '/';
      const [pathname, query] = destination.split('?', 2);
      // Remembered even when it is the open page: a home that is not pinned would otherwise lose its tag.
      remember(pathname, query ? `?${query}` : '');
      if (pathname !== location.pathname) navigate(destination);
    };
    const refresh = (path: string) => {
      setGenerations((current) => ({ ...current, [path]: (current[path] ?? 0) + 1 }));
      const tag = tags.find((t) => t.path === path);
      if (tag && path !== location.pathname) navigate(tag.fullPath);
    };
    return {
      tags,
      activePath: location.pathname,
      open,
      close,
      closeOthers,
      closeLeft: (path) => closeSide(path, 'left'),
      closeRight: (path) => closeSide(path, 'right'),
      closeAll,
      refresh,
      generation: (path) => generations[path] ?? 0,
    };
  }, [tags, location.pathname, location.search, keepOnly, remember, navigate, generations]);

  return <TagsContext.Provider value={api}>{children}</TagsContext.Provider>;
}

export function useTags(): TagsApi {
  const value = useContext(TagsContext);
  if (!value) throw new Error('useTags must be used inside TagsProvider');
  return value;
}
