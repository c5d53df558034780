import type { ThemeConfig } from 'antd';
import { prefersReducedMotion } from '../lib/reduced-motion';

/** Brand blue of the header, so buttons, links and selections match it. */
export const THEME: ThemeConfig = { token: { colorPrimary: '#1456b8', borderRadius: 4, motion: !prefersReducedMotion } };

/** Button labels as the glossary writes them (登录, not antd's spaced 登 录). */
export const BUTTON_CONFIG = { autoInsertSpace: false };
