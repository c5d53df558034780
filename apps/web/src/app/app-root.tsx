import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useState } from 'react';
import { HashRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { createQueryClient } from '../lib/query-client';
import { SCREENS } from './screens';
import { BUTTON_CONFIG, THEME } from './theme';

dayjs.locale('zh-cn');

export function AppRoot() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider locale={zhCN} theme={THEME} button={BUTTON_CONFIG}>
      <App>
        <QueryClientProvider client={queryClient}>
          <HashRouter>
            <AppRoutes screens={SCREENS} />
          </HashRouter>
        </QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
