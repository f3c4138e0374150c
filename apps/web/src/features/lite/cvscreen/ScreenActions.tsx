// 通过 / 未通过 / 待定 with a comment: pick one (big buttons for thumbs on a phone), add an
// optional comment and submit. Used on each card of 简历筛选 and on the resume page.
import { RecommendationFeedback, SCREEN_COMMENT_MAX, type ScreenResult } from '@bole/domain';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { useAnswerScreening } from '../api/answer-screening';
import { feedbackLabel } from './format';

const CHOICES: { value: ScreenResult; label: string; tone: string }[] = [
  { value: RecommendationFeedback.Passed, label: '通过', tone: 'pass' },
  { value: RecommendationFeedback.Failed, label: '未通过', tone: 'fail' },
  { value: RecommendationFeedback.Pending, label: '待定', tone: 'pending' },
];

const PLACEHOLDERS: Record<ScreenResult, string> = {
  2: '选填：例如 技术背景匹配，建议安排面试',
  3: '选填：例如 项目经验与岗位要求差距较大',
  4: '选填：例如 需要与HR确认薪资期望后再决定',
};

type Props = { id: number; candidateName: string; current: number; onDone?: () => void };

export function ScreenActions({ id, candidateName, current, onDone }: Props) {
  const [choice, setChoice] = useState<ScreenResult | null>(null);
  const [comment, setComment] = useState('');
  const answer = useAnswerScreening();

  const submit = () => {
    if (choice === null) return;
    answer.mutate(
      { id, result: choice, comment: comment.trim() || undefined },
      {
        onSuccess: () => {
          notifySuccess(`已反馈：${candidateName} ${feedbackLabel(choice)}`);
          setChoice(null);
          setComment('');
          onDone?.();
        },
      },
    );
  };

  return (
    <div className="bole-screen-actions">
      <div className="bole-screen-choices" role="group" aria-label={`筛选 ${candidateName}`}>
        {CHOICES.filter((c) => c.value !== current).map((c) => (
          <button
            key={c.value}
            type="button"
            className={`bole-screen-choice is-${c.tone}${choice === c.value ? ' is-chosen' : ''}`}
            aria-pressed={choice === c.value}
            onClick={() => setChoice(choice === c.value ? null : c.value)}
          >
            {c.label}
          </button>
        ))}
      </div>
      {choice !== null && (
        <div className="bole-screen-confirm">
          <Input.TextArea
            aria-label="反馈意见"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            placeholder={PLACEHOLDERS[choice]}
            maxLength={SCREEN_COMMENT_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
          <Button type="primary" size="large" block loading={answer.isPending} onClick={submit}>
            提交反馈：{feedbackLabel(choice)}
          </Button>
        </div>
      )}
    </div>
  );
}
