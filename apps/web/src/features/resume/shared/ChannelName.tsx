// A resume's channel by name: the built-in label, the company's own channel (loaded only when
// the code is one), or 手动录入 for resumes HR typed in.
import { isBuiltInChannel } from '@bole/domain';
import { useChannelOptions } from '../../../api/channel-options';
import { channelText } from './format';

export function ChannelName({ code }: { code: number | null | undefined }) {
  const custom = code != null && !isBuiltInChannel(code);
  const { data } = useChannelOptions(custom);
  return <>{channelText(code, data)}</>;
}
