import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import zhCN from 'antd/locale/zh_CN';

// antd writes a stylesheet per component, and jsdom matches every rule of them each time a test asks
// for an element's style — *ByRole does, for every node of every accessible name it computes — which
// was most of a screen test's time. The sheets go to a node outside the document instead; what tests
// need of them, antd's hidden states, is one rule in setup.ts.
const OUTSIDE_THE_DOCUMENT = document.createElement('div');

/** antd in Chinese, as the console configures it, for a test's render. */
export function TestAntd({ children, ...config }: ConfigProviderProps) {
  return (
    <StyleProvider container={OUTSIDE_THE_DOCUMENT}>
      <ConfigProvider locale={zhCN} {...config}>
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}
