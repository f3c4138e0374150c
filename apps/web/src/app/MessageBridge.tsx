// Registers antd's context-aware message API (themed, zh-CN) as the app's notifier while an
// antd layout is mounted, so the http client's toasts use it.
import { message } from 'antd';
import { useEffect } from 'react';
import { registerNotifier } from '../lib/notify';

export function MessageBridge() {
  const [api, holder] = message.useMessage({ maxCount: 3, top: 64 });
  useEffect(
    () =>
      registerNotifier({
        // The key shows one text once even when several calls fail with it together.
        show: (kind, text) => void api[kind]({ content: text, key: `${kind}:${text}` }),
        loading: (key, text) => void api.loading({ content: text, key, duration: 0 }),
        dismiss: (key) => api.destroy(key),
      }),
    [api],
  );
  return holder;
}
