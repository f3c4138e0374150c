// One card of the chain: a coloured head with the node's name, the text of who or what it names,
// and the problem that keeps the flow from being saved, if any.
import { RightOutlined } from '@ant-design/icons';
import type { KeyboardEvent, ReactNode } from 'react';

type Props = {
  tone: 'start' | 'approver' | 'cc' | 'branch';
  title: ReactNode;
  text: string;
  placeholder?: boolean;
  problems?: string[];
  isDefault?: boolean;
  /** Opens the node's settings; a card without it is for show. */
  onOpen?: () => void;
  tools?: ReactNode;
  extra?: ReactNode;
  label: string;
};

export function FlowCard({ tone, title, text, placeholder = false, problems = [], isDefault = false, onOpen, tools, extra, label }: Props) {
  const classes = ['bole-flow-card', `tone-${tone}`, problems.length > 0 && 'is-invalid', !onOpen && 'is-static', isDefault && 'is-default'].filter(Boolean).join(' ');
  const onKeyDown = (event: KeyboardEvent) => {
    if (onOpen && event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onOpen();
    }
  };
  return (
    <div className={classes} role={onOpen ? 'button' : 'group'} tabIndex={onOpen ? 0 : undefined} aria-label={label} onClick={onOpen} onKeyDown={onKeyDown}>
      <div className="bole-flow-card-head">
        <span className="bole-flow-card-title">{title}</span>
        {extra}
      </div>
      <div className={placeholder ? 'bole-flow-card-body is-placeholder' : 'bole-flow-card-body'}>
        {text}
        {onOpen && <RightOutlined className="bole-flow-card-arrow" />}
      </div>
      {problems.length > 0 && (
        <div className="bole-flow-card-problem" role="alert">
          {problems.join('；')}
        </div>
      )}
      {tools && (
        // The tools act on the card without opening it.
        <div className="bole-flow-card-tools" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()} role="presentation">
          {tools}
        </div>
      )}
    </div>
  );
}
