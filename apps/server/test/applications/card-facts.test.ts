// A candidate card names the resume's channel and tags, on the board and in the table alike.
import type { ApplicationPage, Board } from '@bole/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../helpers';
import { candidate, jobWithStages, okData, setup, type Api } from './fixtures';

let api: Api;
let a: Session;
let jobId: number;

beforeAll(async () => {
  ({ api, a } = await setup());
  ({ jobId } = await jobWithStages(api, a, { name: '法务专员' }));
  const tag = (name: string, color: string) => api(a, { method: 'POST', url: '/api/resume-tags', payload: { name, color } }).then((res) => okData<{ id: number }>(res).id);
  const [urgent, senior] = [await tag('急招', '#f5222d'), await tag('资深', '#1677ff')];
  const tagged = await candidate(api, a, jobId, { name: '欧阳娜', channel: 1 });
  okData(await api(a, { method: 'POST', url: `/api/resumes/${tagged.resumeId}/tags`, payload: { tagIds: [senior, urgent] } }));
  await candidate(api, a, jobId, { name: '上官磊' });
});

describe('candidate cards', () => {
  it('carry the channel and the tags', async () => {
    const board = okData<Board>(await api(a, { method: 'GET', url: `/api/jobs/${jobId}/board` }));
    const cards = board.stages[0]!.cards;
    const withTags = cards.find((c) => c.name === '欧阳娜')!;
    expect(withTags.channel).toBe(1);
    expect(withTags.tags.map((t) => t.name).sort()).toEqual(['急招', '资深']);
    expect(cards.find((c) => c.name === '上官磊')).toMatchObject({ channel: null, tags: [] });

    const table = okData<ApplicationPage>(await api(a, { method: 'GET', url: `/api/jobs/${jobId}/applications` }));
    expect(table.list.find((r) => r.name === '欧阳娜')).toMatchObject({ channel: 1, tags: expect.arrayContaining([expect.objectContaining({ name: '急招', color: '#f5222d' })]) });
  });
});
