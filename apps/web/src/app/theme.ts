import type { ThemeConfig } from 'antd';

/** Brand blue of the header, so buttons, links and selections match it. */
export const THEME: ThemeConfig = { token: { colorPrimary: '#1456b8', borderRadius: 4 } };

/** Button labels as the glossary writes them (登录, not antd's spaced 登 录). */
export const BUTTON_CONFIG = { autoInsertSpace: false };
