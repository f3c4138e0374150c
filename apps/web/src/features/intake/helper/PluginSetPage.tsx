// /user/manage/pluginSet 插件设置: which job boards the resume helper takes, whether pages of
// other sites are taken (and as which channel), who owns captured resumes, and every helper
// key of the company with its owner, to revoke.
import { Button, Checkbox, Form, Radio, Select, Spin } from 'antd';
import { JOB_BOARDS, Perm, type HelperSettings, type HelperSettingsUpdate } from '@bole/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAccountOptions } from '../../../api/account-options';
import { useOfferedChannels } from '../../../api/channel-options';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { notifySuccess } from '../../../lib/notify';
import { showSaveError } from '../../../lib/save-error';
import { useHelperSettings } from '../api/get-helper-settings';
import { useUpdateHelperSettings } from '../api/update-helper-settings';
import { InstallPanel } from './InstallPanel';
import { KeyTable } from './KeyTable';
import './helper.css';

type Values = { enabledBoards: number[]; otherSites: 'refuse' | 'accept'; otherSitesChannel?: number | null; owner: 'capturer' | 'account'; defaultOwnerAccountId?: number | null };

const BOARD_OPTIONS = JOB_BOARDS.map((b) => ({ value: b.channel, label: b.name }));

const valuesOf = (s: HelperSettings): Values => ({
  enabledBoards: s.enabledBoards,
  otherSites: s.otherSitesChannel === null ? 'refuse' : 'accept',
  otherSitesChannel: s.otherSitesChannel,
  owner: s.defaultOwnerAccountId === null ? 'capturer' : 'account',
  defaultOwnerAccountId: s.defaultOwnerAccountId,
});

const bodyOf = (v: Values): HelperSettingsUpdate => ({
  enabledBoards: v.enabledBoards,
  otherSitesChannel: v.otherSites === 'accept' ? (v.otherSitesChannel ?? null) : null,
  defaultOwnerAccountId: v.owner === 'account' ? (v.defaultOwnerAccountId ?? null) : null,
});

export function PluginSetPage({ title }: { title: string }) {
  const canUse = usePermission(Perm.ResumeHelper);
  const settings = useHelperSettings();
  const save = useUpdateHelperSettings();
  const accounts = useAccountOptions();
  const [form] = Form.useForm<Values>();
  const otherSites = Form.useWatch('otherSites', form);
  const owner = Form.useWatch('owner', form);
  const channels = useOfferedChannels(settings.data?.otherSitesChannel == null ? [] : [settings.data.otherSitesChannel]);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(valuesOf(settings.data));
  }, [settings.data, form]);

  const submit = (v: Values) =>
    save.mutate(bodyOf(v), {
      onSuccess: () => notifySuccess('插件设置已保存'),
      onError: (error) => showSaveError(form, error, { '31224': 'otherSitesChannel', '40400': 'defaultOwnerAccountId' }),
    });

  return (
    <section aria-label={title} className="bole-helper">
      <PageHeader title={title} description={<>简历助手（浏览器书签）收录招聘网站简历时遵循这里的设置。使用方法见 <Link to="/resume/helper">简历助手</Link>。</>} />
      <Panel title="收录设置">
        <Spin spinning={settings.isLoading}>
          <Form form={form} layout="vertical" className="bole-helper-form" onFinish={submit} disabled={!settings.data}>
            <Form.Item name="enabledBoards" label="可以收录的招聘网站" extra="未勾选的网站，点击简历助手时会提示「管理员已停用」，简历不入库">
              <Checkbox.Group options={BOARD_OPTIONS} />
            </Form.Item>
            <Form.Item label="其他网站的页面" required={false}>
              <Form.Item name="otherSites" noStyle>
                <Radio.Group
                  options={[
                    { value: 'refuse', label: '不收录' },
                    { value: 'accept', label: '收录，渠道记为' },
                  ]}
                />
              </Form.Item>
              <Form.Item name="otherSitesChannel" noStyle rules={[{ required: otherSites === 'accept', message: '请选择渠道' }]}>
                <Select options={channels} placeholder="选择渠道" disabled={otherSites !== 'accept'} style={{ width: 200 }} aria-label="其他网站的渠道" />
              </Form.Item>
              <div className="bole-helper-muted bole-helper-field-extra">
                如公司官网、行业网站上的简历页。渠道可在 <Link to="/user/ditch/channel">渠道管理</Link> 中添加。
              </div>
            </Form.Item>
            <Form.Item label="收录简历的负责人">
              <Form.Item name="owner" noStyle>
                <Radio.Group
                  options={[
                    { value: 'capturer', label: '收录简历的人' },
                    { value: 'account', label: '指定为' },
                  ]}
                />
              </Form.Item>
              <Form.Item name="defaultOwnerAccountId" noStyle rules={[{ required: owner === 'account', message: '请选择负责人' }]}>
                <Select options={accounts.options} placeholder="选择账号" showSearch optionFilterProp="label" disabled={owner !== 'account'} style={{ width: 200 }} aria-label="负责人" />
              </Form.Item>
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
          </Form>
        </Spin>
      </Panel>
      <Panel title="简历助手密钥" extra={<span className="bole-helper-muted">全公司的密钥；撤销后对应的简历助手立即失效</span>}>
        {canUse && <InstallPanel canCreate />}
        <KeyTable all />
      </Panel>
    </section>
  );
}
