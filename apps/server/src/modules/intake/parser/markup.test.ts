import { describe, expect, it } from 'vitest';
import { chineseSide } from './bilingual';
import { isLatex, isMarkdown, latexToText, markdownToText } from './extract/markup';
import { linesOf } from './normalize';
import { parseResumeText } from './resume';

describe('Markdown and LaTeX sources (issue 17 class 6)', () => {
  it('reads a Markdown resume: # name, ## headings, ### company · title, bulleted education', () => {
    const md = [
      '# 程思远',
      '- 电话：138 0000 5678',
      '- 求职意向：数据分析师',
      '## 工作经历',
      '### 杭州北岸数据有限公司 · 数据分析师',
      '*2021.03 – 至今*',
      '- 负责经营分析，完成**月度报表**。',
      '## 教育经历',
      '- 南京大学，统计学，硕士研究生（2018.09-2021.06）',
    ].join('\n');
    expect(isMarkdown(md)).toBe(true);
    const r = parseResumeText(markdownToText(md));
    expect(r).toMatchObject({ name: '程思远', mobile: '13800005678', expectPosition: '数据分析师' });
    expect(r.workExperiences).toMatchObject([{ companyName: '杭州北岸数据有限公司', jobName: '数据分析师', workTime: '2021.03-至今' }]);
    expect(r.educations).toEqual([{ graduationSchool: '南京大学', degree: '硕士', professional: '统计学', eduTime: '2018.09-2021.06' }]);
  });

  it('reads moderncv: \\name, \\title as the job wanted, \\cventry for jobs and schools, a bare 30% kept', () => {
    const tex = String.raw`\documentclass[11pt]{moderncv}
\name{诸葛}{明远}
\title{产品经理}
\phone[mobile]{13900007777}
\begin{document}
\makecvtitle
\section{工作经历}
\cventry{2020.05--至今}{高级产品经理}{深圳蓝湾科技有限公司}{深圳}{}{留存提升30%，负责会员体系。}
\section{教育背景}
\cventry{2014.09--2018.06}{本科/学士}{中山大学}{}{}{软件工程}
\end{document}`;
    expect(isLatex(tex)).toBe(true);
    expect(latexToText(tex)).toContain('留存提升30%，负责会员体系。');
    const r = parseResumeText(latexToText(tex));
    expect(r).toMatchObject({ name: '诸葛明远', mobile: '13900007777', expectPosition: '产品经理' });
    expect(r.workExperiences).toMatchObject([{ companyName: '深圳蓝湾科技有限公司', jobName: '高级产品经理', workTime: '2020.05-至今' }]);
    expect(r.educations).toEqual([{ graduationSchool: '中山大学', degree: '本科', professional: '软件工程', eduTime: '2014.09-2018.06' }]);
  });

  it('reads an article-class source: a centred name, \\textbf company with \\hfill dates, \\textit title', () => {
    const tex = String.raw`\documentclass{ctexart}
\begin{document}
\begin{center}{\LARGE 宋雨桐}\\ 137 0000 1111\end{center}
\section{工作经历}
\textbf{成都远山文化传媒有限公司} \hfill 2019.07 -- 2023.06\\
\textit{新媒体运营}
\end{document}`;
    const r = parseResumeText(latexToText(tex));
    expect(r).toMatchObject({ name: '宋雨桐', mobile: '13700001111' });
    expect(r.workExperiences).toMatchObject([{ companyName: '成都远山文化传媒有限公司', jobName: '新媒体运营', workTime: '2019.07-2023.06' }]);
  });
});

describe('bilingual resumes (issue 17 class 6)', () => {
  it('keeps the Chinese side of side-by-side lines', () => {
    const chinese = (line: string) => chineseSide(linesOf(line)[0]!);
    expect(chinese('2020.01 - 至今  上海青木物流有限公司（Shanghai Qingmu Logistics Co., Ltd.）')).toBe('2020.01 - 至今  上海青木物流有限公司');
    expect(chinese('物流经理 Logistics Manager')).toBe('物流经理');
    expect(chinese('期望职位 Objective：采购经理 / Purchasing Manager')).toBe('期望职位:采购经理');
    expect(chinese('Java开发工程师')).toBe('Java开发工程师');
  });

  it('counts each job and school once when the English part repeats the Chinese one', () => {
    const r = parseResumeText(
      [
        '韩雪 Han Xue',
        '工作经历',
        '2019.03 - 至今  武汉青山商贸有限公司  采购经理',
        '教育背景',
        '2012.09 - 2016.06  武汉大学  物流管理  本科',
        'Work Experience',
        'Mar 2019 - Present  Wuhan Qingshan Trading Co., Ltd.  Purchasing Manager',
        'Education',
        'Sep 2012 - Jun 2016  Wuhan University  Logistics Management  B.A.',
      ].join('\n'),
    );
    expect(r.workExperiences).toEqual([{ companyName: '武汉青山商贸有限公司', jobName: '采购经理', workTime: '2019.03-至今' }]);
    expect(r.educations?.map((e) => e.graduationSchool)).toEqual(['武汉大学']);
  });

  it('keeps a side-by-side resume to its Chinese values', () => {
    const r = parseResumeText(
      ['许晨 / Xu Chen', '工作经历 Work Experience', '2018.07 - 至今  苏州长河电子有限公司（Suzhou Changhe Electronics Co., Ltd.）', '测试工程师 Test Engineer', '教育背景 Education', '2014.09 - 2018.06  苏州大学 Soochow University', '电子信息工程 Electronic Engineering | 统招本科 Bachelor'].join('\n'),
    );
    expect(r.name).toBe('许晨');
    expect(r.workExperiences).toEqual([{ companyName: '苏州长河电子有限公司', jobName: '测试工程师', workTime: '2018.07-至今' }]);
    expect(r.educations).toEqual([{ graduationSchool: '苏州大学', degree: '本科', professional: '电子信息工程', eduTime: '2014.09-2018.06' }]);
  });
});
