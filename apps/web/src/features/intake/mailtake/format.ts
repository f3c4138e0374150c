// How the 邮箱简历收取 pages word a mailbox's state and a mail's result.
import {
  codeLabel,
  mailboxPresetLabels,
  mailboxReceiveStateLabels,
  MailboxReceiveState,
  mailProtocolLabels,
  resumeSourceChannelLabels,
  storageResultLabels,
  StorageResult,
  type MailboxRow,
  type MailRow,
} from '@bole/domain';
import type { TagColor } from '../../../components/plain/Tag';
import { formatDateTime } from '../../../lib/time';

/** The receive state tag of a mailbox, or why it is not collected at all. */
export function receiveStateOf(box: MailboxRow): { color: TagColor; text: string } {
  if (!box.collectable) return { color: 'default', text: '不收取（仅支持IMAP）' };
  if (!box.enabled) return { color: 'default', text: '已停用' };
  if (box.receiveState === null) return { color: 'processing', text: '等待首次收取' };
  const color: TagColor = box.receiveState === MailboxReceiveState.Ok ? 'success' : 'error';
  return { color, text: codeLabel(mailboxReceiveStateLabels, box.receiveState) };
}

export const presetText = (preset: string) => codeLabel(mailboxPresetLabels, preset, '其他');
export const protocolText = (protocol: number) => codeLabel(mailProtocolLabels, protocol);
export const channelText = (channel: number | null) => codeLabel(resumeSourceChannelLabels, channel, '-');

const RESULT_COLORS: Record<StorageResult, TagColor> = { [StorageResult.Stored]: 'success', [StorageResult.Failed]: 'error', [StorageResult.Duplicate]: 'warning' };

export function storageResultOf(mail: MailRow): { color: TagColor; text: string } {
  const result = mail.storageResult as StorageResult | null;
  return result ? { color: RESULT_COLORS[result] ?? 'default', text: codeLabel(storageResultLabels, result) } : { color: 'default', text: '-' };
}

export const timeText = (value: string | null) => (value ? formatDateTime(value) : '-');

/** What 重新处理 came to, for the notice after it. */
export function retriedText(mail: MailRow): string {
  if (mail.state === 'waiting') return `重新处理仍未完成：${mail.reason ?? '请稍后再试'}`;
  return `已重新处理：${storageResultOf(mail).text}`;
}
