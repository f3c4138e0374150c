// Colours of approval states in tags and the trail.
import type { ApprovalStatus, ApprovalTaskStatus } from '@bole/domain';
import type { TagColor } from '../plain/Tag';

export const STATUS_COLORS: Record<ApprovalStatus, TagColor> = { pending: 'processing', approved: 'success', rejected: 'error', withdrawn: 'default' };

export const TASK_COLORS: Record<ApprovalTaskStatus, string> = {
  waiting: '#c0c6d1',
  pending: '#1d5eff',
  approved: '#16a36a',
  rejected: '#e5484d',
  cancelled: '#c0c6d1',
  copied: '#3296fa',
};
