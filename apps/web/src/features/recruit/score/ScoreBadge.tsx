// A candidate's match score by the job's 简历评分规则 on a card or a table row; hovering shows
// the criteria that earned or lost most, with their reasons.
import type { MatchScore } from '../api/get-match-scores';

const TOP_REASONS = 3;

export const scoreTone = (score: number) => (score >= 80 ? 'high' : score >= 60 ? 'mid' : 'low');

/** The tooltip: the score, then the criteria furthest from their share first (what decided it). */
export function scoreReasons({ score, items }: MatchScore): string {
  const top = [...items].sort((a, b) => b.maxPoints - b.points - (a.maxPoints - a.points) || b.maxPoints - a.maxPoints).slice(0, TOP_REASONS);
  return [`匹配分 ${score ?? '-'}`, ...top.map((i) => `${i.label} ${i.points}/${i.maxPoints}：${i.reason}`)].join('\n');
}

export function ScoreBadge({ match }: { match: MatchScore | undefined }) {
  if (!match || match.score === null) return null;
  return (
    <span className={`bole-score is-${scoreTone(match.score)}`} title={scoreReasons(match)} aria-label={`匹配分${match.score}分`}>
      {match.score}
    </span>
  );
}
