import type { ComponentType } from 'react';

/**
 * Where screens.ts imports the policy screens from. A chunk of its own
 * because the build writes, beside every dynamic import, the list of chunks
 * to preload with it: in screens.ts those lists sat in the shell, which is at
 * its 300 KB budget; here they cost the shell nothing (one small request more
 * when the first policy screen opens, the preloads still in parallel).
 */
const PAGES = {
  apply: () => import('./apply/apply-page'),
  subsidy: () => import('./subsidy/subsidy-page'),
  organ: () => import('./skill-pages').then((pages) => ({ default: pages.SKILL_PAGES.organ })),
  promulgation: () => import('./skill-pages').then((pages) => ({ default: pages.SKILL_PAGES.promulgation })),
  notify: () => import('./skill-pages').then((pages) => ({ default: pages.SKILL_PAGES.notify })),
  news: () => import('./skill-pages').then((pages) => ({ default: pages.SKILL_PAGES.news })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;
export type PolicyArea = keyof typeof PAGES;

export const page = (area: PolicyArea): Promise<{ default: ComponentType }> => PAGES[area]();
