// Issue 12 item 6: a 985/211 badge sits beside the school it describes. The list shows the school
// of the highest degree; when only another school of the history is 985/211, the card says so
// in words instead of pinning the badge on the wrong school.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResumeRow } from '@bole/domain';
import { mockApi, renderPage, resumeRow } from '../test-utils';
import { ResumeCard } from './ResumeCard';

function schoolLine(row: ResumeRow): HTMLElement {
  renderPage(<ResumeCard row={row} href={`/resume/detail/${row.id}`} />);
  return screen.getByLabelText('教育经历').parentElement!;
}

beforeEach(() => {
  mockApi({});
});
afterEach(() => vi.unstubAllGlobals());

describe('ResumeCard school badges', () => {
  it('marks the shown school when it is the 985/211 one', () => {
    const line = schoolLine(resumeRow({ lastSchool: '北京大学', school985: true, school211: true, lastSchool985: true, lastSchool211: true }));
    expect(line.textContent).toContain('北京大学');
    expect(within(line).getByText('985')).toBeTruthy();
    expect(within(line).getByText('211')).toBeTruthy();
  });

  it('puts no badge on an ordinary school when the 985 school is an earlier degree', () => {
    // 本科 at 北京大学 (985), 硕士 at 北京工商大学: the card shows the 硕士 school.
    const line = schoolLine(resumeRow({ lastSchool: '北京工商大学', school985: true, school211: true, lastSchool985: false, lastSchool211: false }));
    expect(within(line).queryByText('985')).toBeNull();
    expect(within(line).queryByText('211')).toBeNull();
    expect(within(line).getByText('（另有985院校经历）')).toBeTruthy();
  });

  it('shows only 211 beside a 211 school that is not 985', () => {
    const line = schoolLine(resumeRow({ lastSchool: '北京交通大学', school985: false, school211: true, lastSchool985: false, lastSchool211: true }));
    expect(within(line).queryByText('985')).toBeNull();
    expect(within(line).getByText('211')).toBeTruthy();
    expect(within(line).queryByText(/另有/)).toBeNull();
  });

  it('shows nothing for a resume without such schools', () => {
    const line = schoolLine(resumeRow({ lastSchool: '北方工业大学', school985: false, school211: false, lastSchool985: false, lastSchool211: false }));
    expect(within(line).queryByText('985')).toBeNull();
    expect(within(line).queryByText('211')).toBeNull();
  });
});
