// The portal's address beside a settings form, to open it and see the change.
import { Button } from 'antd';
import { useAccountInfo } from '../../../api/account';
import { Panel } from '../../../components/panel/Panel';

export function PortalLink() {
  const url = useAccountInfo().data?.portalUrl;
  if (!url) return null;
  return (
    <Panel title="预览" className="bole-portal-aside">
      <p className="bole-portal-lead">保存后打开官网即可看到效果，手机和电脑都能访问。</p>
      <Button href={url} target="_blank" rel="noopener" block>
        打开招聘官网
      </Button>
    </Panel>
  );
}
