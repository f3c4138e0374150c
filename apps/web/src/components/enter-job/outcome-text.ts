// How 加入职位 words what became of one resume.
import { EnterOutcome, type EnterResult } from '@bole/domain';

/** The words a result reads as, e.g. 已在该职位（面试）. */
export function outcomeText(r: EnterResult): string {
  switch (r.outcome) {
    case EnterOutcome.Entered:
      return `已加入（${r.stage?.name ?? '第一个阶段'}）${r.eliminated ? '，已被该职位的筛选规则淘汰' : ''}`;
    case EnterOutcome.Already:
      return `已在该职位（${r.stage?.name ?? '—'}）`;
    case EnterOutcome.Refused:
      return `未加入：${r.message ?? '未知原因'}`;
  }
}
