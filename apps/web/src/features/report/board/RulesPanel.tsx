// 口径说明 beside a board: what each of its numbers counts, then the rules every board shares
// (China days, filters, scope, when counted, drill-down lists the same rows).
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/time';

type Props = { items: { term: string; text: ReactNode }[]; countedAt?: string | number | null };

export function RulesPanel({ items, countedAt }: Props) {
  return (
    <aside className="bole-report-rules" aria-label="口径说明">
      <h3>口径说明</h3>
      <dl>
        {items.map((item) => (
          <div key={item.term}>
            <dt>{item.term}</dt>
            <dd>{item.text}</dd>
          </div>
        ))}
        <div>
          <dt>统计期间</dt>
          <dd>按北京时间（Asia/Shanghai）的自然日计算，开始和结束日期当天都包含在内；本周从周一开始，今天、本周、本月、本季度均统计到今天。</dd>
        </div>
        <div>
          <dt>筛选</dt>
          <dd>部门指职位所属的部门（不含下级部门），招聘负责人指职位的招聘负责人，渠道指简历的来源渠道。只统计你有权查看的职位。</dd>
        </div>
        <div>
          <dt>统计时间</dt>
          <dd>
            数字在每次打开或刷新页面时统计。投递超过2万份的企业，招聘概览、渠道分析、HR工作量和候选人分析读取每分钟更新的汇总：数据有变动时，汇总按同一口径从原始记录完整重算，不做增减累计
            {countedAt ? `；本次数字统计于 ${formatDateTime(countedAt, 'YYYY-MM-DD HH:mm:ss')}（北京时间）` : ''}。
          </dd>
        </div>
        <div>
          <dt>下钻</dt>
          <dd>点击任一数字可查看其背后的候选人，名单与数字按同一口径统计，人数一致；数字来自汇总时，名单按当前数据列出，可能已包含统计时间之后的变动。</dd>
        </div>
      </dl>
    </aside>
  );
}
