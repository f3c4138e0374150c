// /user/company/assets 资产与套餐: the company's points per kind, the packages the platform
// granted and every grant, charge and refund. Packages are not bought in the product.
import { PAGE_SIZE_DEFAULT } from '@bole/domain';
import { useState } from 'react';
import { PageHeader } from '../../components/page/PageHeader';
import { Panel } from '../../components/panel/Panel';
import { Pager } from '../../components/table/Pager';
import { SimpleTable } from '../../components/table/SimpleTable';
import { useAssets, type AssetsParams } from './api/get-assets';
import { ledgerColumns, packageColumns } from './columns';
import './assets.css';

export const CONTACT_TEXT = '如需购买套餐，请联系平台客服';

export function AssetsPage({ title }: { title: string }) {
  const [params, setParams] = useState<AssetsParams>({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const { data, isFetching } = useAssets(params);
  const pageSize = params.pageSize ?? PAGE_SIZE_DEFAULT;
  return (
    <section aria-label={title}>
      <PageHeader title={title} description={`点数由平台开通的套餐发放，使用背景调查等服务时扣除，取消时退回。${CONTACT_TEXT}。`} />
      <Panel title="点数余额" className="bole-assets-panel">
        <ul className="bole-assets-balances" aria-label="点数余额">
          {(data?.balances ?? []).map((b) => (
            <li key={b.kind} className="bole-assets-balance">
              <span className="bole-assets-balance-label">{b.label}</span>
              <strong className="bole-assets-balance-value" aria-label={`${b.label}余额`}>
                {b.balance}
              </strong>
              <span className="bole-assets-balance-unit">点</span>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title="套餐" className="bole-assets-panel">
        <SimpleTable caption="套餐" columns={packageColumns} rows={data?.packages} rowKey={(p) => p.id} loading={isFetching && !data} minWidth={720} empty={<p className="bole-assets-empty">还没有套餐。{CONTACT_TEXT}</p>} />
      </Panel>
      <Panel title="点数明细" className="bole-assets-panel">
        <SimpleTable caption="点数明细" columns={ledgerColumns} rows={data?.ledger.list} rowKey={(r) => r.id} loading={isFetching} minWidth={960} empty={<p className="bole-assets-empty">还没有点数变动记录</p>} />
        {data && data.ledger.total > pageSize && (
          <Pager page={params.page ?? 1} pageSize={pageSize} total={data.ledger.total} unit="条" onChange={(page) => setParams((p) => ({ ...p, page }))} />
        )}
      </Panel>
    </section>
  );
}
