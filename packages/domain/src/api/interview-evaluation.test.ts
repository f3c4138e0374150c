import { describe, expect, it } from 'vitest';
import {
  checkEvaluationAnswers,
  DEFAULT_EVALUATION_TEMPLATE,
  evaluationItemsSchema,
  evaluationScorePercent,
  evaluationSubmitSchema,
  evaluationTemplateSaveSchema,
} from './interview-evaluation';

const items = DEFAULT_EVALUATION_TEMPLATE.items;

describe('evaluation templates', () => {
  it('accepts the default template', () => {
    expect(evaluationTemplateSaveSchema.safeParse({ ...DEFAULT_EVALUATION_TEMPLATE }).success).toBe(true);
  });

  it('refuses repeated keys or titles, two recommendations and a score without a scale', () => {
    const bad = evaluationItemsSchema.safeParse([
      { key: 'a', type: 'score', title: '专业能力', scale: 5 },
      { key: 'a', type: 'score', title: '专业能力', scale: 5 },
      { key: 'r1', type: 'recommendation', title: '推荐意见' },
      { key: 'r2', type: 'recommendation', title: '是否推荐' },
      { key: 'b', type: 'score', title: '沟通' },
    ]);
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['评价项编号不能重复', '评价项“专业能力”重复', '推荐意见只能有一项', '请选择评分档数']));
  });
});

describe('checkEvaluationAnswers', () => {
  const full = { skill: 4, communication: 5, logic: 3, attitude: 4, recommendation: 2, summary: '基础扎实' };

  it('passes complete answers and names each problem in Chinese', () => {
    expect(checkEvaluationAnswers(items, full, true)).toEqual([]);
    expect(checkEvaluationAnswers(items, { ...full, skill: 6, recommendation: 9, extra: 1, summary: '  ' }, true)).toEqual([
      { key: 'extra', message: '评价项“extra”不在评价模板中' },
      { key: 'skill', message: '“专业能力”的评分应为1到5的整数' },
      { key: 'recommendation', message: '“推荐意见”应为强烈推荐、推荐、待定或不推荐' },
      { key: 'summary', message: '请填写“综合评语”' },
    ]);
  });

  it('lets a draft leave required items empty but not hold wrong values', () => {
    expect(checkEvaluationAnswers(items, { skill: 3 }, false)).toEqual([]);
    expect(checkEvaluationAnswers(items, { skill: 2.5 }, false)).toHaveLength(1);
    expect(checkEvaluationAnswers(items, { summary: 5 }, false)).toEqual([{ key: 'summary', message: '“综合评语”应为文字' }]);
  });

  it('scores as the mean share of the scales', () => {
    expect(evaluationScorePercent(items, full)).toBe(80);
    expect(evaluationScorePercent(items, { summary: '无' })).toBeNull();
  });

  it('takes answers as an object or a list of key and value', () => {
    expect(evaluationSubmitSchema.parse({ answers: [{ key: 'skill', value: 4 }, { key: 'summary', value: '好' }] })).toEqual({ answers: { skill: 4, summary: '好' }, draft: false });
    expect(evaluationSubmitSchema.parse({ answers: { skill: 4 }, draft: true }).draft).toBe(true);
  });
});
