import { describe, expect, it } from 'vitest';
import { reasonTypeLabels } from '../codes';
import { ARCHIVE_REASON_NAME_MAX, archiveReasonCreateSchema, archiveReasonReorderSchema, DEFAULT_ARCHIVE_REASONS, REASON_TYPE_ORDER } from './archive-reasons';

describe('archive reasons', () => {
  it('orders every reason type and seeds valid, distinct defaults for each', () => {
    expect([...REASON_TYPE_ORDER].sort()).toEqual(Object.keys(reasonTypeLabels).sort());
    for (const type of REASON_TYPE_ORDER) {
      const names = DEFAULT_ARCHIVE_REASONS[type];
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(archiveReasonCreateSchema.safeParse({ type, name }).success, name).toBe(true);
    }
  });

  it('refuses empty and long names and unknown types with Chinese messages', () => {
    const first = (body: unknown) => archiveReasonCreateSchema.safeParse(body).error?.issues[0]?.message;
    expect(first({ type: 'elimination', name: '  ' })).toBe('请输入原因名称');
    expect(first({ type: 'elimination', name: '因'.repeat(ARCHIVE_REASON_NAME_MAX + 1) })).toBe('原因名称最多30个字符');
    expect(first({ type: 'vacation', name: '休假' })).toBe('请选择原因类型');
    expect(archiveReasonReorderSchema.parse({ type: 'blacklist', ids: '[3,1,2]' }).ids).toEqual([3, 1, 2]);
  });
});
