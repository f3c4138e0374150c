// The account state as a tag, with the Chinese labels of the domain package.
import { Tag, type TagColor } from '../../../components/plain/Tag';
import { accountStatusLabels, codeLabel, type AccountStatus } from '@bole/domain';

const COLORS: Record<AccountStatus, TagColor> = { 1: 'success', 2: 'default', 3: 'warning' };

export function AccountStatusTag({ status }: { status: number }) {
  const color = COLORS[status as AccountStatus] ?? 'default';
  return (
    <Tag color={color}>
      {codeLabel(accountStatusLabels, status)}
    </Tag>
  );
}
