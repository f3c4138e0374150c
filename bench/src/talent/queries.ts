// What the talent bench asks GET /api/resumes: the list, filters alone and combined, and
// keyword searches (1-2 character terms, words, contact fragments) in both sort orders.

export type TalentQuery = { name: string; search: string };

const q = (params: Record<string, string | number | boolean>) => new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** Terms of one or two characters: each must be found wherever the searched text holds it. */
export const SHORT_TERMS = ['前端', '销售', '北京', '王', '李'];
const WORDS = ['北京大学', 'Java', '产品经理', '工程师'];
// Seeded phones end in the resume's sequence number: this fragment matches a handful.
const PHONE_FRAGMENT = '0004321';

/** The queries, given the id of one of the company's tags and a stored e-mail address. */
export function talentQueries(tagId: number, email: string): TalentQuery[] {
  // What a recruiter pastes to find one person: the address up to and with the @.
  const emailFragment = email.slice(0, email.indexOf('@') + 1);
  const filters: TalentQuery[] = [
    { name: 'list page 1 (by update)', search: q({ page: 1, pageSize: 20 }) },
    { name: 'list page 50', search: q({ page: 50, pageSize: 20 }) },
    { name: 'city 北京', search: q({ city: '北京' }) },
    { name: 'degree ≥ 本科', search: q({ degree: 3 }) },
    { name: 'work years 3-5', search: q({ workYearsMin: 3, workYearsMax: 5 }) },
    { name: 'age 31-35', search: q({ ageRange: 3 }) },
    { name: 'updated within 30 days', search: q({ updated: 3 }) },
    { name: 'gender female', search: q({ gender: 0 }) },
    { name: '985', search: q({ school985: true }) },
    { name: '211', search: q({ school211: true }) },
    { name: 'tag', search: q({ tagIds: tagId }) },
    { name: 'combined: 上海, ≥ 硕士, 3-10 years, male', search: q({ city: '上海', degree: 4, workYearsMin: 3, workYearsMax: 10, gender: 1 }) },
    { name: 'combined: 211, updated within 30 days, tag', search: q({ school211: true, updated: 3, tagIds: tagId }) },
  ];
  const keywords = [...SHORT_TERMS, ...WORDS, PHONE_FRAGMENT, emailFragment].flatMap((keyword) =>
    (['updated', 'relevance'] as const).map((sort) => ({ name: `keyword ${keyword} by ${sort === 'updated' ? 'update' : 'relevance'}`, search: q({ keyword, sort }) })),
  );
  const mixed: TalentQuery[] = [
    { name: 'keyword Java + 北京 + ≥ 本科', search: q({ keyword: 'Java', city: '北京', degree: 3 }) },
    { name: 'keyword 销售 page 20', search: q({ keyword: '销售', page: 20 }) },
  ];
  return [...filters, ...keywords, ...mixed];
}
