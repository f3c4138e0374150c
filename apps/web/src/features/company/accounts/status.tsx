// The account state as a tag, with the Chinese labels of the domain package.
import { Tag } from 'antd';
import { accountStatusLabels, codeLabel, type AccountStatus } from '@bole/domain';

const COLORS: Record<AccountStatus, string> = { 1: 'success', 2: 'default', 3: 'warning' };

export function AccountStatusTag({ status }: { status: number }) {
  const color = COLORS[status as AccountStatus] ?? 'default';
  return (
    <Tag color={color} variant="filled">
      {codeLabel(accountStatusLabels, status)}
    </Tag>
  );
}
