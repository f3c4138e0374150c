import { describe, it, expect } from 'vitest';
import { Degree, SearchDegree } from '../codes';
import { degreeFrom, degreeFromLabel, degreeRank, meetsSearchDegree, topDegreeFrom } from './degree';

describe('degreeFromLabel', () => {
  it.each([
    ['大专', Degree.College],
    ['本科', Degree.Bachelor],
    ['硕士', Degree.Master],
    ['博士', Degree.Doctor],
    ['博士后', Degree.Postdoc],
    ['MBA', Degree.Mba],
    ['中专', Degree.TechnicalSecondary],
    ['高中', Degree.HighSchool],
    ['初中', Degree.JuniorHigh],
  ])('reads the label %s', (label, degree) => expect(degreeFromLabel(label)).toBe(degree));

  it.each([
    ['学士', Degree.Bachelor],
    ['统招本科', Degree.Bachelor],
    ['研究生', Degree.Master],
    ['硕士研究生', Degree.Master],
    ['博士研究生', Degree.Doctor],
    ['专科', Degree.College],
    ['高职', Degree.College],
    ['大专及以上', Degree.College],
    ['EMBA', Degree.Mba],
    ['mba', Degree.Mba],
    ['工商管理硕士(MBA)', Degree.Mba],
    ['中技', Degree.TechnicalSecondary],
    ['职高', Degree.TechnicalSecondary],
    ['初中及以下', Degree.JuniorHigh],
    [' 本 科 ', Degree.Bachelor],
    ['Bachelor', Degree.Bachelor],
    ['Master', Degree.Master],
    ['PhD', Degree.Doctor],
  ])('reads the variant %s', (label, degree) => expect(degreeFromLabel(label)).toBe(degree));

  it.each(['', '小学', '其他', null, undefined])('gives undefined for %j', (label) => expect(degreeFromLabel(label)).toBeUndefined());
});

describe('degreeFrom', () => {
  it('reads codes, numeric strings and labels', () => {
    expect(degreeFrom(3)).toBe(3);
    expect(degreeFrom('4')).toBe(4);
    expect(degreeFrom('本科')).toBe(3);
    expect(degreeFrom(1)).toBeUndefined();
    expect(degreeFrom('11')).toBeUndefined();
    expect(degreeFrom(null)).toBeUndefined();
  });
});

describe('degreeRank / meetsSearchDegree', () => {
  it('ranks MBA with master and 中专 with 高中', () => {
    expect(degreeRank(Degree.Mba)).toBe(degreeRank(Degree.Master));
    expect(degreeRank(Degree.TechnicalSecondary)).toBe(degreeRank(Degree.HighSchool));
    expect(degreeRank(Degree.Postdoc)).toBeGreaterThan(degreeRank(Degree.Doctor));
    expect(degreeRank(Degree.College)).toBeGreaterThan(degreeRank(Degree.TechnicalSecondary));
    expect(degreeRank(Degree.JuniorHigh)).toBeGreaterThan(0);
    expect(degreeRank(99)).toBe(0);
    expect(degreeRank(null)).toBe(0);
  });

  it('checks a minimum degree', () => {
    expect(meetsSearchDegree(Degree.Bachelor, SearchDegree.Bachelor)).toBe(true);
    expect(meetsSearchDegree(Degree.College, SearchDegree.Bachelor)).toBe(false);
    expect(meetsSearchDegree(Degree.Mba, SearchDegree.Master)).toBe(true);
    expect(meetsSearchDegree(Degree.TechnicalSecondary, SearchDegree.College)).toBe(false);
    expect(meetsSearchDegree(undefined, SearchDegree.College)).toBe(false);
    expect(meetsSearchDegree(undefined, SearchDegree.Any)).toBe(true);
  });
});

describe('topDegreeFrom', () => {
  it('takes the highest degree of the education history', () => {
    expect(topDegreeFrom([{ degree: 3 }, { degree: 4 }, { degree: 9 }])).toBe(Degree.Master);
    expect(topDegreeFrom([{ degree: '本科' }, { degree: '博士研究生' }])).toBe(Degree.Doctor);
    expect(topDegreeFrom([{ degree: 5 }, { degree: 6 }])).toBe(Degree.Postdoc);
  });

  it('prefers 硕士 over MBA and 中专 over 高中 on equal level', () => {
    expect(topDegreeFrom([{ degree: Degree.Mba }, { degree: Degree.Master }])).toBe(Degree.Master);
    expect(topDegreeFrom([{ degree: Degree.HighSchool }, { degree: Degree.TechnicalSecondary }])).toBe(Degree.TechnicalSecondary);
  });

  it('keeps a lone MBA as MBA, above a bachelor', () => {
    expect(topDegreeFrom([{ degree: Degree.Bachelor }, { degree: 'MBA' }])).toBe(Degree.Mba);
  });

  it('ranks by level, not by code', () => {
    // 中专 (8) has a higher code than 大专 (2) but a lower level.
    expect(topDegreeFrom([{ degree: 8 }, { degree: 2 }])).toBe(Degree.College);
  });

  it('uses the history before the fallback', () => {
    expect(topDegreeFrom([{ degree: 3 }], 5)).toBe(Degree.Bachelor);
  });

  it('falls back when the history has no readable degree', () => {
    expect(topDegreeFrom([], 4)).toBe(Degree.Master);
    expect(topDegreeFrom([{ degree: null }, { degree: '其他' }, {}], '大专')).toBe(Degree.College);
    expect(topDegreeFrom([])).toBeUndefined();
    expect(topDegreeFrom([], 'x')).toBeUndefined();
  });
});
