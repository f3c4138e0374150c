// /resume/website/overview 官网概览: the portal's address with a QR code for phones, whether it
// is open, how many jobs it shows, and its visits and applications (today, 30 days, in all).
import { Alert, Button, QRCode, Space, Tag } from 'antd';
import { Perm } from '@bole/domain';
import { copyText } from '../../../api/clipboard';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Skeleton } from '../../../components/plain/Skeleton';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePortalOverview } from '../api/overview';
import '../portal.css';

function Figures({ label, today, last30Days, total }: { label: string; today: number; last30Days: number; total: number }) {
  return (
    <Panel title={label} className="bole-portal-card">
      <div className="bole-portal-figures">
        <div>
          <strong>{today}</strong>
          <span>今日</span>
        </div>
        <div>
          <strong>{last30Days}</strong>
          <span>近30天</span>
        </div>
        <div>
          <strong>{total}</strong>
          <span>累计</span>
        </div>
      </div>
    </Panel>
  );
}

export function OverviewPage({ title }: { title: string }) {
  const { data, isLoading, isError, refetch } = usePortalOverview();
  const canSet = usePermission(Perm.PortalSettings);
  const copy = async (url: string) => ((await copyText(url)) ? notifySuccess('官网地址已复制') : notifyError('复制失败，请手动复制地址'));
  return (
    <section aria-label={title} className="bole-portal-page">
      <PageHeader title={title} description="招聘官网是候选人查看职位、在线申请的公开页面，无需登录，手机和电脑均可访问；申请的简历进入人才库（渠道：个人投递）和对应职位的招聘流程。" />
      {isError && !data ? (
        <Alert type="error" showIcon title="官网概览加载失败" action={<Button onClick={() => void refetch()}>重新加载</Button>} />
      ) : isLoading || !data ? (
        <Panel>
          <Skeleton title rows={6} />
        </Panel>
      ) : (
        <div className="bole-portal-overview">
          <Panel
            title="官网地址"
            className="bole-portal-card"
            extra={data.enabled ? <Tag color="success">已开放</Tag> : <Tag color="default">已关闭</Tag>}
          >
            <div className="bole-portal-address">
              <QRCode value={data.portalUrl} size={132} bordered={false} />
              <div className="bole-portal-address-text">
                <a href={data.portalUrl} target="_blank" rel="noopener" className="bole-portal-url">
                  {data.portalUrl}
                </a>
                <p className="bole-portal-lead">用手机扫码即可打开；可将地址放在公司官网、公众号菜单或招聘海报上。官网当前展示 {data.jobsShown} 个招聘中的职位。</p>
                <Space wrap>
                  <Button type="primary" href={data.portalUrl} target="_blank" rel="noopener">
                    打开官网
                  </Button>
                  <Button onClick={() => void copy(data.portalUrl)}>复制地址</Button>
                  {canSet && <Button href="/resume/website/other">官网设置</Button>}
                </Space>
              </div>
            </div>
            {!data.enabled && <Alert type="warning" showIcon style={{ marginTop: 12 }} title="官网已关闭，候选人暂时无法访问和申请。可在官网设置中重新开放。" />}
          </Panel>
          <Figures label="访问量（页面浏览次数）" {...data.visits} />
          <Figures label="申请数" {...data.applications} />
        </div>
      )}
    </section>
  );
}
