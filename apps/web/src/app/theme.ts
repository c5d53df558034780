import type { ThemeConfig } from 'antd';

/**
 * Whether the person asked their system for less motion (an accessibility setting): dialogs, drawers and
 * menus then appear at once instead of zooming and sliding in. The e2e browser asks for it too, as a click
 * on a dialog that is still zooming in could miss its button.
 */
const reducedMotion = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Brand blue of the header, so buttons, links and selections match it. */
export const THEME: ThemeConfig = { token: { colorPrimary: '#1456b8', borderRadius: 4, motion: !reducedMotion } };

/** Button labels as the glossary writes them (登录, not antd's spaced 登 录). */
export const BUTTON_CONFIG = { autoInsertSpace: false };
