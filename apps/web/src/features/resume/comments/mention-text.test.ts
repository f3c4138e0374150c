import { describe, expect, it } from 'vitest';
import { mentionIdsOf, splitMentions } from './mention-text';

const colleagues = [
  { id: 1, userName: '张伟' },
  { id: 2, userName: '李小萌' },
  { id: 3, userName: '王芳' },
  { id: 4, userName: '王芳' },
];

describe('mentions in a comment', () => {
  it('keeps picked colleagues still in the text and resolves unambiguous typed names', () => {
    const picked = [{ id: 1, userName: '张伟' }, { id: 3, userName: '王芳' }];
    expect(mentionIdsOf('@张伟 @王芳 @李小萌 请跟进', picked, colleagues)).toEqual([1, 3, 2]);
    // 张伟 was removed from the text; a second 王芳 typed by hand is ambiguous.
    expect(mentionIdsOf('@王芳 请跟进', [{ id: 1, userName: '张伟' }], colleagues)).toEqual([]);
    expect(mentionIdsOf('请@李小萌确认，张伟不用看', [], colleagues)).toEqual([2]);
  });

  it('cuts a stored comment into plain text and mentions', () => {
    expect(splitMentions('@张伟 请和@李小萌确认薪资', [{ id: 1, userName: '张伟' }, { id: 2, userName: '李小萌' }])).toEqual([
      { text: '@张伟', mention: true },
      { text: ' 请和', mention: false },
      { text: '@李小萌', mention: true },
      { text: '确认薪资', mention: false },
    ]);
    expect(splitMentions('没有提到任何人 @王芳', [])).toEqual([{ text: '没有提到任何人 @王芳', mention: false }]);
  });
});
