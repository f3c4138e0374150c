import { describe, expect, it } from 'vitest';
import { insertAt, wrapSelection } from './text-edit';

describe('insertAt', () => {
  it('puts the token at the cursor or over the selection, the cursor after it', () => {
    expect(insertAt('您好，', 2, 2, '${personName}')).toEqual({ value: '您好${personName}，', selectionStart: 15, selectionEnd: 15 });
    expect(insertAt('您好张三，', 2, 4, '${personName}')).toEqual({ value: '您好${personName}，', selectionStart: 15, selectionEnd: 15 });
    expect(insertAt('您好', 99, 99, '${jobName}').value).toBe('您好${jobName}');
  });
});

describe('wrapSelection', () => {
  it('wraps the selection and keeps it selected, or wraps the fallback', () => {
    expect(wrapSelection('请准时参加', 2, 4, '<strong>', '</strong>', '粗体文字')).toEqual({ value: '请准<strong>时参</strong>加', selectionStart: 10, selectionEnd: 12 });
    expect(wrapSelection('', 0, 0, '<p>', '</p>', '段落文字')).toEqual({ value: '<p>段落文字</p>', selectionStart: 3, selectionEnd: 7 });
  });
});
