// 加入职位 on the mailbox lists: one mail's stored resume, or every stored resume of the page,
// into a job through the shared dialog (loaded when first opened).
import { LoginOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Perm, type MailRow } from '@bole/domain';
import { useState } from 'react';
import { usePermission } from '../../../api/permission';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';

const EnterJobDialog = lazyNamed(() => import('../../../components/enter-job/EnterJobDialog'), 'EnterJobDialog');

/** The resumes the mails went into, once each. */
export function resumesOf(mails: readonly MailRow[]): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const mail of mails) if (mail.resumeId !== null && !seen.has(mail.resumeId)) seen.set(mail.resumeId, mail.resumeName ?? '');
  return [...seen].map(([id, name]) => ({ id, name }));
}

type Props = { mails: readonly MailRow[]; label: string; type?: 'link' | 'default' };

export function EnterJobButton({ mails, label, type = 'link' }: Props) {
  const canEnter = usePermission(Perm.ResumeAddToJob);
  const [open, setOpen] = useState(false);
  const resumes = resumesOf(mails);
  if (!canEnter || resumes.length === 0) return null;
  return (
    <>
      <Button type={type} size="small" icon={type === 'link' ? undefined : <LoginOutlined />} onClick={() => setOpen(true)} onPointerEnter={EnterJobDialog.preload} onFocus={EnterJobDialog.preload}>
        {label}
      </Button>
      <MountOnOpen open={open}>
        <EnterJobDialog open={open} resumes={resumes} onClose={() => setOpen(false)} />
      </MountOnOpen>
    </>
  );
}
