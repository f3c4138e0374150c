// Registers the context-aware antd message API (themed, zh-CN) for code outside React.
import { message } from 'antd';
import { useEffect } from 'react';
import { registerMessageApi } from '../lib/notify';

export default function MessageBridge() {
  const [api, holder] = message.useMessage({ maxCount: 3, top: 64 });
  useEffect(() => {
    registerMessageApi(api);
    return () => registerMessageApi(null);
  }, [api]);
  return holder;
}
