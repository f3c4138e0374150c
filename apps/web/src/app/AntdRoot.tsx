// antd for the pages that use it: zh-CN locale, the Bole theme, the message bridge and dayjs in
// Chinese and China time. Mounted by the main layout around the pages that use antd, by the lite
// layout, and around standalone and public pages other than the sign-in screens, so the root
// shell, the router, /login and the antd-free pages load without it.
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import '../lib/time';
import { MessageBridge } from './MessageBridge';
import { theme } from './theme';

/** antd's configuration of the app (also for the static dialogs of lib/dialogs). */
export function AntdConfig({ children }: { children: ReactNode }) {
  return (
    // No auto space between two Chinese characters in buttons: 登录, not 登 录.
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}

export function AntdRoot({ children }: { children?: ReactNode }) {
  return (
    <AntdConfig>
      <MessageBridge />
      {children}
    </AntdConfig>
  );
}

/** For React.lazy around standalone and public pages. */
export default AntdRoot;
