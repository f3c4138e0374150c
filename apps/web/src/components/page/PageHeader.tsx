import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

type Props = { title: ReactNode; description?: ReactNode; extra?: ReactNode };

/** The title row at the top of a page: title, an optional one-line description, actions on the right. */
export function PageHeader({ title, description, extra }: Props) {
  return (
    <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 16 }}>
      <div style={{ minWidth: 0 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {description && (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', maxWidth: 720 }}>
            {description}
          </Typography.Paragraph>
        )}
      </div>
      {extra && <Flex gap={8}>{extra}</Flex>}
    </Flex>
  );
}
