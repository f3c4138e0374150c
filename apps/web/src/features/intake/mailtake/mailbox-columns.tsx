// Columns of the collection mailbox table (收取设置).
import { Button, Popconfirm } from 'antd';
import type { MailboxRow } from '@bole/domain';
import { Link } from 'react-router';
import { Tag } from '../../../components/plain/Tag';
import type { Column } from '../../../components/table/SimpleTable';
import { presetText, protocolText, receiveStateOf, timeText } from './format';

export type MailboxActions = {
  canReceive: (box: MailboxRow) => boolean;
  receiving: number | null;
  onReceive: (box: MailboxRow) => void;
  onEdit: (box: MailboxRow) => void;
  onDelete: (box: MailboxRow) => void;
  onPreloadEdit?: () => void;
};

export function mailboxColumns({ canReceive, receiving, onReceive, onEdit, onDelete, onPreloadEdit }: MailboxActions): Column<MailboxRow>[] {
  return [
    {
      key: 'account',
      title: '邮箱账号',
      width: 210,
      render: (box) => (
        <span className="bole-mailtake-stack">
          <strong>{box.account}</strong>
          <span className="bole-mailtake-sub">
            {presetText(box.preset)} · 文件夹 {box.folder}
          </span>
        </span>
      ),
    },
    {
      key: 'server',
      title: '收取服务器',
      width: 190,
      render: (box) => (
        <span className="bole-mailtake-stack">
          <span>
            {box.server}:{box.port}
          </span>
          <span className="bole-mailtake-sub">
            {protocolText(box.protocol)}
            {box.ssl ? ' · SSL' : ''}
          </span>
        </span>
      ),
    },
    {
      key: 'state',
      title: '收取状态',
      render: (box) => {
        const state = receiveStateOf(box);
        return (
          <span className="bole-mailtake-stack">
            <span>
              <Tag color={state.color}>{state.text}</Tag>
            </span>
            {box.lastError && <span className="bole-mailtake-error">{box.lastError}</span>}
          </span>
        );
      },
    },
    { key: 'lastRunAt', title: '最近收取', width: 170, render: (box) => timeText(box.lastRunAt) },
    {
      key: 'mails',
      title: '邮件',
      width: 100,
      render: (box) => (
        <span className="bole-mailtake-stack">
          <Link to={`/resume/mailtake/wait?mailboxId=${box.id}`}>待处理 {box.waitingCount}</Link>
          <Link to={`/resume/mailtake/processed?mailboxId=${box.id}`}>已处理 {box.processedCount}</Link>
        </span>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 190,
      fixed: 'right',
      render: (box) => (
        <span className="bole-row-actions">
          {canReceive(box) && (
            <Button type="link" size="small" loading={receiving === box.id} onClick={() => onReceive(box)}>
              立即收取
            </Button>
          )}
          <Button type="link" size="small" onClick={() => onEdit(box)} onPointerEnter={onPreloadEdit} onFocus={onPreloadEdit}>
            编辑
          </Button>
          <Popconfirm
            title={`确定删除邮箱「${box.account}」？`}
            description="删除后不再收取该邮箱，已收取的邮件记录保留。"
            okText="删除"
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(box)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </span>
      ),
    },
  ];
}
