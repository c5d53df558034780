import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { BUTTON_CONFIG, THEME } from './theme';

/**
 * antd's theme, Chinese locale and App (messages, dialogs) around the pages drawn with antd
 * (dayjs's Chinese locale comes with the date pickers' modules, lib/dayjs.ts).
 * The login page is not one of them (login-page.tsx): this module loads after it.
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={THEME} button={BUTTON_CONFIG}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
