import { describe, expect, it } from 'vitest';
import { offerAnswerSchema } from './offer-answer';

const problems = (body: unknown) => {
  const parsed = offerAnswerSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('offerAnswerSchema', () => {
  it('accepts without a reason; a blank comment is none', () => {
    expect(offerAnswerSchema.parse({ answer: 'accept', comment: '  ' })).toEqual({ answer: 'accept' });
  });

  it('a decline needs a reason, taken as a number from a form string', () => {
    expect(problems({ answer: 'decline' })).toEqual(['reasonId: 请选择拒绝原因']);
    expect(problems({ answer: 'decline', reasonId: '' })).toEqual(['reasonId: 请选择拒绝原因']);
    expect(problems({ answer: 'decline', reasonId: '1.5' })).toEqual(['reasonId: 请选择拒绝原因']);
    expect(offerAnswerSchema.parse({ answer: 'decline', reasonId: '12', comment: ' 已接受其他公司 ' })).toEqual({ answer: 'decline', reasonId: 12, comment: '已接受其他公司' });
  });

  it('refuses an unknown answer in Chinese', () => {
    expect(problems({ answer: 'maybe' })).toEqual(['answer: 请选择接受或拒绝Offer']);
  });

  it('limits the comment to 200 characters, a Chinese character counting 2 (spec section 5)', () => {
    expect(problems({ answer: 'accept', comment: '好'.repeat(100) })).toEqual([]);
    expect(problems({ answer: 'accept', comment: 'a'.repeat(200) })).toEqual([]);
    expect(problems({ answer: 'accept', comment: '好'.repeat(101) })).toEqual(['comment: 补充说明最多200个字符（一个汉字算2个）']);
  });
});
