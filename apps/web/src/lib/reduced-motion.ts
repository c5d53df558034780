/**
 * Whether the person asked their system for less motion (an accessibility setting), read once as the
 * console loads: dialogs, drawers and menus then appear at once instead of zooming and sliding in
 * (app/theme.ts), and charts draw without growing into place (components/echart). The e2e browser asks
 * for it too, as a click on a dialog that is still zooming in could miss its button.
 */
export const prefersReducedMotion =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
