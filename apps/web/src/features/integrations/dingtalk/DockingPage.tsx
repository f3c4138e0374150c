// /user/other/docking 第三方对接: the company's DingTalk app and which DingTalk user each account is.
import { Alert, Card, Skeleton } from 'antd';
import { Perm } from '@bole/domain';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { useDingtalkSettings } from '../api/get-dingtalk-settings';
import { DingtalkAccountsCard } from './DingtalkAccountsCard';
import { DingtalkAppCard } from './DingtalkAppCard';

export function DockingPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.CompanyDocking);
  const { data: settings, isError } = useDingtalkSettings();

  return (
    <section aria-label={title}>
      <PageHeader title={title} description="对接钉钉后，成员可以从钉钉工作台免登进入伯乐招聘，无需再输入账号密码。" />
      {isError ? (
        <Alert type="error" showIcon title="钉钉设置加载失败，请刷新页面重试" />
      ) : settings === undefined ? (
        <Card variant="borderless">
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : (
        <DingtalkAppCard settings={settings} canManage={canManage} />
      )}
      <DingtalkAccountsCard canManage={canManage} />
    </section>
  );
}
