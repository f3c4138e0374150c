// 反馈超时 N in the head of a job in 流程管理: shown only while pushes of the job wait past their
// reply-by time; opens the list of them (loaded on first use).
import { ClockCircleOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { PlainButton } from '../../../components/plain/PlainButton';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { useOverdueCount } from './recommendations-api';
import './push.css';

const OverdueDrawer = lazyNamed(() => import('./OverdueDrawer'), 'OverdueDrawer');

export function OverdueButton({ jobId, jobName }: { jobId: number; jobName: string | undefined }) {
  const { data: count } = useOverdueCount(jobId, true);
  const [open, setOpen] = useState(false);
  return (
    <>
      {count !== undefined && count > 0 && (
        <PlainButton className="bole-push-overdue-button" icon={<ClockCircleOutlined />} onClick={() => setOpen(true)} onPointerEnter={OverdueDrawer.preload} onFocus={OverdueDrawer.preload}>
          反馈超时 {count}
        </PlainButton>
      )}
      <MountOnOpen open={open}>
        <OverdueDrawer open={open} jobId={jobId} jobName={jobName} onClose={() => setOpen(false)} />
      </MountOnOpen>
    </>
  );
}
