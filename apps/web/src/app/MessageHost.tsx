// antd's message, loaded by MessageBridge with the first notice: mounts the holder and hands over
// the message API once the holder is in the page.
import { message } from 'antd';
import { useEffect } from 'react';

export type MessageApi = ReturnType<typeof message.useMessage>[0];

export default function MessageHost({ onReady }: { onReady: (api: MessageApi) => void }) {
  const [api, holder] = message.useMessage({ maxCount: 3, top: 64 });
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
