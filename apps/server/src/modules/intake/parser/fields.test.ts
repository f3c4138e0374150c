import { resumeCreateSchema } from '@bole/domain';
import { describe, expect, it } from 'vitest';
import { readEducation, readWork } from './histories';
import { degreeLabelOf, isChineseName } from './lexicon';
import { linesOf } from './normalize';
import { nameFromFileName, nameFromTop } from './person';
import { parseResumeText } from './resume';

const work = (text: string) => readWork(linesOf(text));
const edu = (text: string) => readEducation(linesOf(text));

describe('names', () => {
  it('tells names from other short words', () => {
    expect(['张伟', '欧阳明轩', '阿依古丽·艾力', '王子'].map(isChineseName)).toEqual([true, true, true, true]);
    expect(['个人简历', '本科', '上海', '产品经理', '华为公司'].map(isChineseName)).toEqual([false, false, false, false, false]);
  });
  it('finds the name at the top of a resume, after record numbers and before facts', () => {
    expect(nameFromTop(['简历编号：5023', '李娜', '女 | 29岁'])).toBe('李娜');
    expect(nameFromTop(['张伟的个人简历', '男'])).toBe('张伟');
    expect(nameFromTop(['个人简历', '王芳  女  本科'])).toBe('王芳');
    expect(nameFromTop(['WANG Lei', 'Software Engineer'])).toBe('WANG Lei');
    expect(nameFromTop(['Curriculum Vitae', 'Emily Zhang | Shanghai'])).toBe('Emily Zhang');
  });
  it('reads a name out of a job board file name', () => {
    expect(nameFromFileName('【Java开发工程师_上海 15-20K】张伟 5年.pdf')).toBe('张伟');
    expect(nameFromFileName('智联招聘_李娜_产品经理_中文.doc')).toBe('李娜');
    expect(nameFromFileName('resume-final.pdf')).toBeUndefined();
  });
});

describe('base info', () => {
  it('reads labelled facts with spaced labels and the unlabelled header line', () => {
    const r = parseResumeText(['李娜', '女 | 29岁（1995年5月15日） | 现居住 上海-浦东新区 | 6年工作经验', '手机：+86 139-1234-5678    E-mail：LiNa@Example.com', '微    信：同手机'].join('\n'));
    expect(r).toMatchObject({ name: '李娜', gender: 0, birthYear: 1995, mobile: '13912345678', email: 'lina@example.com', wechatCode: '13912345678', workCity: '上海', workYears: 6 });
    expect(r.age).toBeUndefined();
  });
  it('keeps an age when no birth year is given, and reads an unlabelled intention line', () => {
    const r = parseResumeText(['王强', '7年工作经验 | 31岁 | 硕士', '求职意向', 'Java开发工程师 | 深圳 | 25-35K'].join('\n'));
    expect(r).toMatchObject({ name: '王强', age: 31, degree: '硕士', expectPosition: 'Java开发工程师', expectCity: '深圳', expectSalary: '25-35K' });
  });
  it('reads label cells without colons, as tables write them', () => {
    const r = parseResumeText(['个人简历', '姓名  孙浩然  性别  男', '出生日期  1992年9月  联系电话  13800130007', '求职意向  销售经理  期望薪资  面议'].join('\n'));
    expect(r).toMatchObject({ name: '孙浩然', gender: 1, birthYear: 1992, mobile: '13800130007', expectPosition: '销售经理', expectSalary: '面议' });
  });
  it('omits what the text does not state and fits the create schema', () => {
    const r = parseResumeText('张伟\n手机 13812345678');
    expect(Object.keys(r)).toEqual(['name', 'mobile']);
    expect(resumeCreateSchema.safeParse(r).success).toBe(true);
  });
});

describe('work experience', () => {
  it('reads one-line entries, department and content labels, most recent first', () => {
    const list = work(['2017.07-2019.02  杭州蓝鲸文化传媒有限公司  UI设计师', '工作内容：负责品牌视觉。', '2019.03-至今  杭州青禾网络科技有限公司  高级UI设计师', '所在部门：用户体验部', '工作内容：负责App界面设计；', '建立设计规范。'].join('\n'));
    expect(list).toEqual([
      { workTime: '2019.03-至今', companyName: '杭州青禾网络科技有限公司', jobName: '高级UI设计师', department: '用户体验部', workContent: '负责App界面设计；\n建立设计规范。' },
      { workTime: '2017.07-2019.02', companyName: '杭州蓝鲸文化传媒有限公司', jobName: 'UI设计师', workContent: '负责品牌视觉。' },
    ]);
  });
  it('reads 51job entries with scale and duration notes and a department/title row', () => {
    const [w] = work('2019/7 -- 至今：上海星辰网络科技有限公司（1000-9999人） [ 4年10个月 ]\n所属行业：互联网/电子商务\n产品部  高级产品经理\n工作描述：负责会员体系。');
    expect(w).toMatchObject({ workTime: '2019.07-至今', companyName: '上海星辰网络科技有限公司', jobName: '高级产品经理', department: '产品部', scale: '1000-9999人', companyIndustry: '互联网/电子商务', workContent: '负责会员体系。' });
  });
  it('takes a company line above its time line, and labelled titles', () => {
    const list = work('广州悦享食品有限公司\n2019.04-至今\n职位名称：HRBP经理\n工作职责：负责组织发展。\n广州南粤百货集团有限公司\n2015.07-2019.03\n职位名称：招聘主管');
    expect(list.map((w) => [w.companyName, w.jobName, w.workTime])).toEqual([
      ['广州悦享食品有限公司', 'HRBP经理', '2019.04-至今'],
      ['广州南粤百货集团有限公司', '招聘主管', '2015.07-2019.03'],
    ]);
  });
  it('reads English entries: "Title, Company" and "Title at Company"', () => {
    const list = work('Senior Engineer, Zhiyuan Technologies Inc.    Jul 2020 - Present\n- Built things\nEngineer at Haibei Data Ltd.   Jul 2018 – Jun 2020');
    expect(list.map((w) => [w.companyName, w.jobName, w.workTime])).toEqual([
      ['Zhiyuan Technologies Inc.', 'Senior Engineer', '2020.07-至今'],
      ['Haibei Data Ltd.', 'Engineer', '2018.07-2020.06'],
    ]);
  });
  it('takes a short company name without a suffix when the title is known', () => {
    expect(work('2020.01-至今  字节跳动  后端开发工程师')[0]).toMatchObject({ companyName: '字节跳动', jobName: '后端开发工程师' });
  });
});

describe('education', () => {
  it('maps degrees to their Chinese labels', () => {
    expect(['统招本科', '硕士研究生', '学士', '专科', 'B.S.', 'Master of Science', 'Ph.D.', 'MBA', 'EMBA'].map(degreeLabelOf)).toEqual(['本科', '硕士', '本科', '大专', '本科', '硕士', '博士', 'MBA', 'MBA']);
    expect(degreeLabelOf('计算机科学')).toBeUndefined();
  });
  it('reads school, major and degree in any order, and English degree lines', () => {
    expect(edu('2013.09-2017.06  复旦大学  信息管理与信息系统  本科\n中山大学  硕士  人力资源管理\n2017.09-2020.06')).toEqual([
      { eduTime: '2017.09-2020.06', graduationSchool: '中山大学', degree: '硕士', professional: '人力资源管理' },
      { eduTime: '2013.09-2017.06', graduationSchool: '复旦大学', degree: '本科', professional: '信息管理与信息系统' },
    ]);
    expect(edu('Tsinghua University    Sep 2014 - Jun 2018\nB.S. in Computer Science')).toEqual([{ eduTime: '2014.09-2018.06', graduationSchool: 'Tsinghua University', degree: '本科', professional: 'Computer Science' }]);
  });
  it('reads one education from the base info when there is no education section', () => {
    expect(parseResumeText('张伟\n毕业院校：武汉大学  专业：法学  学历：本科').educations).toEqual([{ graduationSchool: '武汉大学', degree: '本科', professional: '法学' }]);
  });
});
