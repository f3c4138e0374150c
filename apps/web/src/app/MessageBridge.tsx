// Registers the app's notifier (lib/notify: the http client's toasts) while an antd provider is
// mounted, and shows the notices with antd's context-aware message API (themed, zh-CN). antd's
// message code loads with the first notice, not with the page: calls made before it is ready
// (show, a lasting loading notice, its removal) wait for it in order.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { NoticeKind } from '../lib/notify';
import { registerNotifier } from '../lib/notify';
import type { MessageApi } from './MessageHost';

const MessageHost = lazy(() => import('./MessageHost'));

type Call = { type: 'show'; kind: NoticeKind; text: string } | { type: 'loading'; key: string; text: string } | { type: 'dismiss'; key: string };

function apply(api: MessageApi, call: Call): void {
  // The key shows one text once even when several calls fail with it together.
  if (call.type === 'show') void api[call.kind]({ content: call.text, key: `${call.kind}:${call.text}` });
  else if (call.type === 'loading') void api.loading({ content: call.text, key: call.key, duration: 0 });
  else api.destroy(call.key);
}

export function MessageBridge() {
  const [needed, setNeeded] = useState(false);
  const api = useRef<MessageApi | null>(null);
  const waiting = useRef<Call[]>([]);

  useEffect(() => {
    const run = (call: Call) => {
      if (api.current) return apply(api.current, call);
      waiting.current.push(call);
      setNeeded(true);
    };
    return registerNotifier({
      show: (kind, text) => run({ type: 'show', kind, text }),
      loading: (key, text) => run({ type: 'loading', key, text }),
      dismiss: (key) => run({ type: 'dismiss', key }),
    });
  }, []);

  const onReady = useCallback((ready: MessageApi) => {
    api.current = ready;
    for (const call of waiting.current.splice(0)) apply(ready, call);
  }, []);

  return needed ? (
    <Suspense fallback={null}>
      <MessageHost onReady={onReady} />
    </Suspense>
  ) : null;
}
