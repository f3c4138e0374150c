import { describe, expect, it } from 'vitest';
import { parseResumeText } from './resume';

describe('work-history variants and the job wanted (issue 17 classes 4 and 5)', () => {
  it('reads entries that give the time first, then company·department, then the title', () => {
    const r = parseResumeText(
      ['工作经验', '2021年3月——2024年2月', '无锡青桐制造有限公司·品质部', '职务：质量经理', '2018年7月 - 2021年2月', '常州远帆电子股份有限公司-工程部', '职务：工艺工程师', '教育经历', '2014年9月—2018年6月', '江南大学，机械工程，本科/学士', '2011年9月—2014年6月', '无锡市第一中学，理科，高中'].join('\n'),
    );
    expect(r.workExperiences?.map((w) => [w.companyName, w.department, w.jobName, w.workTime])).toEqual([
      ['无锡青桐制造有限公司', '品质部', '质量经理', '2021.03-2024.02'],
      ['常州远帆电子股份有限公司', '工程部', '工艺工程师', '2018.07-2021.02'],
    ]);
    expect(r.educations?.map((e) => [e.graduationSchool, e.degree, e.professional])).toEqual([
      ['江南大学', '本科', '机械工程'],
      ['无锡市第一中学', '高中', '理科'],
    ]);
  });

  it('reads the job wanted under 求职目标 or beside its city, and a birth year written 1999年生', () => {
    expect(parseResumeText('王一鸣\n求职目标：售前工程师\n男 | 1999年生')).toMatchObject({ expectPosition: '售前工程师', birthYear: 1999 });
    expect(parseResumeText('王一鸣\n求职意向：售前工程师 · 苏州')).toMatchObject({ expectPosition: '售前工程师', expectCity: '苏州' });
  });

  it('reads an English objective that names its city', () => {
    expect(parseResumeText('Lily Zhou\nObjective\nSupply Chain Analyst in Shenzhen\nExperience')).toMatchObject({ expectPosition: 'Supply Chain Analyst', expectCity: '深圳' });
  });

  it('reads a salary per month from an unlabelled intention line, 目标年薪, and the work state among the header pieces', () => {
    expect(parseResumeText('周航\n求职意向\n仓储主管 | 佛山 | 8001-10000元/月')).toMatchObject({ expectPosition: '仓储主管', expectCity: '佛山', expectSalary: '8001-10000元/月' });
    expect(parseResumeText('周航\n目标年薪：25万')).toMatchObject({ expectSalary: '25万' });
    expect(parseResumeText('周航\n5年 | 29岁 | 本科 | 在职，暂不考虑')).toMatchObject({ workState: 3 });
    expect(parseResumeText('周航\n5年 | 29岁 | 在职研究生')).not.toHaveProperty('workState');
  });
});
