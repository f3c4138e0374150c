// One resume of the result list: who, what they do now, where they studied, how to reach them
// (masked as the server answers), where the resume came from and when it changed. The words
// the search matched are marked.
import { BankOutlined, ReadOutlined, AimOutlined } from '@ant-design/icons';
import { codeLabel, intentionStatusLabels, PhoneFlag, type ResumeRow } from '@bole/domain';
import { memo, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { Highlight } from '../shared/Highlight';
import { Badge, TagChip } from '../shared/TagChip';
import { ChannelName } from '../shared/ChannelName';
import { dotted, duplicateText, initialOf, keyFacts } from '../shared/format';
import { updatedText } from './card-time';

type Props = {
  row: ResumeRow;
  /** Where the name links to; without it the card calls `onOpen`. */
  href?: string;
  onOpen?: (row: ResumeRow) => void;
  /** With it the card has a checkbox (to export the selected resumes). */
  onSelect?: (row: ResumeRow, selected: boolean) => void;
  selected?: boolean;
};

function Flags({ row }: { row: ResumeRow }) {
  return (
    <>
      {row.duplicateOfId !== null && <Badge tone="orange" title={`与简历 #${row.duplicateOfId} 疑似同一候选人`}>{duplicateText(row.duplicateKind)}</Badge>}
      {row.phoneFlag === PhoneFlag.Missing && <Badge tone="gray">无手机号</Badge>}
      {row.phoneFlag === PhoneFlag.Malformed && <Badge tone="orange">手机号格式有误</Badge>}
      {row.intentionStatus !== null && <Badge tone="green">{codeLabel(intentionStatusLabels, row.intentionStatus)}</Badge>}
    </>
  );
}

// Memoised: the page re-renders as its other queries (tags, cities) arrive, and a row's
// object stays the same until its page is fetched again.
export const ResumeCard = memo(function ResumeCard({ row, href, onOpen, onSelect, selected = false }: Props) {
  const words = row.highlights;
  const facts = keyFacts(row);
  const work = row.lastCompany || row.lastJobTitle;
  const school = row.lastSchool || row.lastMajor;
  // The badges sit beside the school they describe; a 985/211 school elsewhere in the history
  // (what the 985/211 filters also match) is said in words, not pinned on the school shown.
  const otherTier = row.school985 && !row.lastSchool985 ? '985' : row.school211 && !row.lastSchool211 ? '211' : null;
  const expect = dotted(row.expectPosition, row.expectCity, row.expectSalary);
  const open = () => onOpen?.(row);

  // The whole card opens the resume for the mouse; the name (a link or a button) for the keyboard.
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a, button, input') || window.getSelection()?.toString()) return;
    (event.currentTarget.querySelector('.bole-card-name') as HTMLElement | null)?.click();
  };

  return (
    <article className={selected ? 'bole-card is-selected' : 'bole-card'} onClick={onCardClick} aria-label={row.name}>
      {onSelect && <input type="checkbox" className="bole-card-check" aria-label={`选择${row.name}`} checked={selected} onChange={(e) => onSelect(row, e.target.checked)} />}
      <div className={`bole-pool-avatar${row.gender === 0 ? ' bole-pool-avatar-f' : ''}`} aria-hidden>
        {initialOf(row.name)}
      </div>
      <div className="bole-card-main">
        <div className="bole-card-title">
          {href ? (
            <Link to={href} className="bole-card-name">
              <Highlight text={row.name} words={words} />
            </Link>
          ) : (
            <button type="button" className="bole-card-name" onClick={open}>
              <Highlight text={row.name} words={words} />
            </button>
          )}
          {facts.length > 0 && <span className="bole-card-facts">{facts.join(' · ')}</span>}
          <Flags row={row} />
        </div>
        {work && (
          <div className="bole-card-line">
            <BankOutlined aria-label="最近工作" />
            <span>
              <Highlight text={row.lastCompany} words={words} />
              {row.lastCompany && row.lastJobTitle && <span className="bole-sep"> · </span>}
              <Highlight text={row.lastJobTitle} words={words} />
            </span>
          </div>
        )}
        {school && (
          <div className="bole-card-line">
            <ReadOutlined aria-label="教育经历" />
            <span>
              <Highlight text={row.lastSchool} words={words} />
              {row.lastSchool && row.lastMajor && <span className="bole-sep"> · </span>}
              <Highlight text={row.lastMajor} words={words} />
            </span>
            {row.lastSchool985 && <Badge tone="gold">985</Badge>}
            {row.lastSchool211 && <Badge tone="blue">211</Badge>}
            {otherTier && <span className="bole-muted">（另有{otherTier}院校经历）</span>}
          </div>
        )}
        {expect && (
          <div className="bole-card-line bole-muted">
            <AimOutlined aria-label="求职意向" />
            <span>
              期望：
              <Highlight text={expect} words={words} />
            </span>
          </div>
        )}
        {row.tags.length > 0 && (
          <div className="bole-card-tags">
            {row.tags.map((t) => (
              <TagChip key={t.id} name={t.name} color={t.color} />
            ))}
          </div>
        )}
      </div>
      <div className="bole-card-side">
        {row.mobile && (
          <div>
            <Highlight text={row.mobile} words={words} />
          </div>
        )}
        {row.email && (
          <div className="bole-ellipsis" title={row.email}>
            <Highlight text={row.email} words={words} />
          </div>
        )}
        <div className="bole-muted">来源：<ChannelName code={row.channel} /></div>
        <div className="bole-muted">更新于 {updatedText(row.updatedAt)}</div>
      </div>
    </article>
  );
});
