// Small pieces every layout uses: blocks, duty sentences, the section lists.
import type { Block } from '../generate/layouts';
import type { Job, Person } from './people';
import type { Rng } from './rng';

export const title = (text: string): Block => ({ t: 'title', text });
export const h = (text: string): Block => ({ t: 'h', text });
export const p = (text: string): Block => ({ t: 'p', text });
export const row = (...cells: string[]): Block => ({ t: 'row', cells });

export function duty(j: Job, r: Rng): string {
  const what = r.pick(['日常运营', '项目推进', '团队管理', '流程优化', '核心业务', '年度预算']);
  const more = r.pick(['按月输出分析报告', '推动跨部门协作', '完成年度目标的120%', '下属4人', '建立并完善工作规范', '对接外部合作方']);
  return `负责${j.department}的${what}，${more}。`;
}

export function dutyEn(r: Rng): string {
  return r.pick(['Led a team of 4 and delivered the yearly plan ahead of time.', 'Owned day-to-day operations and reporting.', 'Improved the process and cut turnaround time by 30%.', 'Worked with sales and product teams on key accounts.']);
}

/** Skills, certificates and languages as one source's sections; answers the blocks. */
export function extras(x: Person, r: Rng, names: { skills: string; certificates: string; languages: string }): Block[] {
  const out: Block[] = [h(names.skills), p(x.skills.join(r.pick(['、', '，', ' / ', ' | '])))];
  if (x.certificates.length) out.push(h(names.certificates), ...x.certificates.map((c) => p(r.chance(0.5) ? c : `${x.jobs[0]?.start.y ?? 2020}.0${r.int(1, 9)}  ${c}`)));
  out.push(h(names.languages), ...x.languages.map((l) => p(`${l.name}${r.pick([`（${l.level}）`, `：${l.level}`, ` ${l.level}`, '：熟练'])}`)));
  return out;
}
