// The designed empty state of an area whose pages a later issue builds: the page's title,
// what the area will hold, and its primary action disabled with the reason in a tooltip.
import { CheckCircleFilled, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Tooltip, Typography } from 'antd';
import { useEffect } from 'react';
import type { AppRoute } from '../../lib/routes';
import { PageHeader } from '../page/PageHeader';
import { AreaIllustration } from './AreaIllustration';
import { areaCopyFor } from './area-copy';

export function AreaEmptyState({ route }: { route: AppRoute }) {
  const copy = areaCopyFor(route.key);
  // Honest about why the action is off: this build does not include the area yet.
  const reason = `当前版本暂未提供「${route.title}」，上线后即可在此${copy.action}`;
  const narrow = route.layout !== 'main';

  useEffect(() => {
    document.title = `${route.title} - 伯乐招聘`;
  }, [route.title]);

  const action = (
    <Tooltip title={reason}>
      <span>
        <Button type="primary" icon={<PlusOutlined />} disabled>
          {copy.action}
        </Button>
      </span>
    </Tooltip>
  );

  return (
    <section aria-label={route.title} style={{ maxWidth: narrow ? 960 : undefined, margin: narrow ? '0 auto' : undefined }}>
      <PageHeader title={route.title} extra={action} />
      <Card variant="borderless" style={{ boxShadow: '0 1px 2px rgba(31, 38, 51, 0.04)' }}>
        <Empty
          image={<AreaIllustration />}
          styles={{ image: { height: 'auto', marginBottom: 16 } }}
          style={{ padding: '40px 16px 48px' }}
          description={
            <Flex vertical align="center" gap={12}>
              <Typography.Paragraph style={{ maxWidth: 560, margin: 0, fontSize: 15, color: '#1f2633' }}>
                <Typography.Text strong>{copy.lead}</Typography.Text>：{copy.description}
              </Typography.Paragraph>
              {copy.points.length > 0 && (
                <Flex gap={20} wrap justify="center" aria-label="将包含的内容">
                  {copy.points.map((point) => (
                    <Typography.Text key={point} type="secondary">
                      <CheckCircleFilled style={{ color: '#16a36a', marginRight: 6 }} />
                      {point}
                    </Typography.Text>
                  ))}
                </Flex>
              )}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {reason}
              </Typography.Text>
            </Flex>
          }
        />
      </Card>
    </section>
  );
}
