import { describe, expect, it } from 'vitest';
import { parseResumeText } from './resume';

describe('third-person bios (issue 17 class 2)', () => {
  it('reads the person, current and former jobs and degrees from a bio with 现任/曾任', () => {
    const r = parseResumeText(
      '司马远航先生，1975年出生，中国国籍。2018年3月起现任杭州云杉数据有限公司技术总监；此前曾任：2012年5月至2018年2月任南京石榴科技股份有限公司架构师；2008年7月至2012年4月任苏州青禾软件集团有限公司开发工程师。司马先生获浙江大学软件工程硕士学位，毕业于东南大学计算机科学与技术专业，获学士学位。\n电话 139 0000 1234',
    );
    expect(r).toMatchObject({ name: '司马远航', gender: 1, birthYear: 1975, mobile: '13900001234' });
    expect(r.workExperiences).toEqual([
      { companyName: '杭州云杉数据有限公司', jobName: '技术总监', workTime: '2018.03-至今' },
      { companyName: '南京石榴科技股份有限公司', jobName: '架构师', workTime: '2012.05-2018.02' },
      { companyName: '苏州青禾软件集团有限公司', jobName: '开发工程师', workTime: '2008.07-2012.04' },
    ]);
    expect(r.educations).toEqual([
      { graduationSchool: '浙江大学', professional: '软件工程', degree: '硕士' },
      { graduationSchool: '东南大学', professional: '计算机科学与技术', degree: '本科' },
    ]);
  });

  it('reads a bio that states gender after the name, 在…担任 clauses and a doctorate with its school', () => {
    const r = parseResumeText(
      [
        '推荐职位：财务总监',
        '林晓雯，女，1983年6月出生，现居成都。2006年6月毕业于四川大学会计学专业，获学士学位；2012年6月获西南财经大学会计学博士学位。',
        '2012年7月—2019年12月，她在成都锦江会计师事务所担任审计经理。',
        '她自2020年1月起担任成都蓉城置业集团财务总监。',
      ].join('\n'),
    );
    expect(r).toMatchObject({ name: '林晓雯', gender: 0, birthYear: 1983, workCity: '成都', expectPosition: '财务总监' });
    expect(r.workExperiences?.map((w) => [w.companyName, w.jobName, w.workTime])).toEqual([
      ['成都蓉城置业集团', '财务总监', '2020.01-至今'],
      ['成都锦江会计师事务所', '审计经理', '2012.07-2019.12'],
    ]);
    expect(r.educations?.map((e) => [e.graduationSchool, e.degree])).toEqual([
      ['西南财经大学', '博士'],
      ['四川大学', '本科'],
    ]);
  });

  it('leaves a resume with sections to its sections', () => {
    const r = parseResumeText(['张伟', '工作经历', '2019.07-至今  上海某某科技有限公司  后端工程师', '联系人：王先生，曾任项目经理'].join('\n'));
    expect(r.workExperiences).toEqual([{ companyName: '上海某某科技有限公司', jobName: '后端工程师', workTime: '2019.07-至今' }]);
    expect(r.gender).toBeUndefined();
  });
});
