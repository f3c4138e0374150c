// Learning cloud: exams, question bank and courses (spec sections 3 and 4).

export const ExamResult = { Pending: 0, Pass: 1, Eliminated: 2 } as const;
export type ExamResult = (typeof ExamResult)[keyof typeof ExamResult];
export const examResultLabels: Record<ExamResult, string> = { 0: '待定', 1: '通过', 2: '淘汰' };

/** Difficulty of a question; -1 is the "any" filter value, 0 a question without difficulty. */
export const QuestionDifficulty = { Any: -1, None: 0, Easy: 1, Medium: 2, Hard: 3 } as const;
export type QuestionDifficulty = (typeof QuestionDifficulty)[keyof typeof QuestionDifficulty];
export const questionDifficultyLabels: Record<QuestionDifficulty, string> = {
  [-1]: '不限',
  0: '无',
  1: '简单',
  2: '中等',
  3: '困难',
};

export const QuestionType = { Choice: 1, FillIn: 2, Essay: 3, Programming: 4, AudioVideo: 5, File: 6 } as const;
export type QuestionType = (typeof QuestionType)[keyof typeof QuestionType];
export const questionTypeLabels: Record<QuestionType, string> = {
  1: '选择题',
  2: '填空题',
  3: '问答题',
  4: '编程题',
  5: '音视频题',
  6: '文件题',
};

/** Answer-time bands of a question; `max` null means no upper bound. */
export const DurationBand = {
  Under5Min: 1,
  From5To10Min: 2,
  From10To20Min: 3,
  From20To30Min: 4,
  From30To60Min: 5,
  Over1Hour: 6,
} as const;
export type DurationBand = (typeof DurationBand)[keyof typeof DurationBand];
export const durationBandLabels: Record<DurationBand, string> = {
  1: '5分钟以内',
  2: '5-10分钟',
  3: '10-20分钟',
  4: '20-30分钟',
  5: '30-60分钟',
  6: '1小时以上',
};
export const durationBandMinutes: Record<DurationBand, { min: number; max: number | null }> = {
  1: { min: 0, max: 5 },
  2: { min: 5, max: 10 },
  3: { min: 10, max: 20 },
  4: { min: 20, max: 30 },
  5: { min: 30, max: 60 },
  6: { min: 60, max: null },
};

/** Languages a programming question can be answered in. */
export const ProgrammingLanguage = {
  C: 1,
  Cpp: 2,
  Java: 3,
  Python2: 4,
  Python3: 5,
  Php: 6,
  CSharp: 7,
  JavaScript: 8,
  Go: 9,
  Ruby: 10,
  Swift: 11,
  Rust: 12,
  Scala: 13,
  Kotlin: 14,
  Groovy: 15,
  TypeScript: 16,
  Sql: 17,
} as const;
export type ProgrammingLanguage = (typeof ProgrammingLanguage)[keyof typeof ProgrammingLanguage];
export const programmingLanguageLabels: Record<ProgrammingLanguage, string> = {
  1: 'C',
  2: 'C++',
  3: 'Java',
  4: 'Python2',
  5: 'Python3',
  6: 'PHP',
  7: 'C#',
  8: 'JavaScript',
  9: 'Go',
  10: 'Ruby',
  11: 'Swift',
  12: 'Rust',
  13: 'Scala',
  14: 'Kotlin',
  15: 'Groovy',
  16: 'TypeScript',
  17: 'SQL',
};

export const CourseSource = { Company: 1, Mall: 2 } as const;
export type CourseSource = (typeof CourseSource)[keyof typeof CourseSource];
export const courseSourceLabels: Record<CourseSource, string> = { 1: '企业课程', 2: '课程商城' };

export const CourseStatus = { NotStarted: 1, InProgress: 2, Ended: 3 } as const;
export type CourseStatus = (typeof CourseStatus)[keyof typeof CourseStatus];
export const courseStatusLabels: Record<CourseStatus, string> = { 1: '未开始', 2: '进行中', 3: '已结束' };

/** State of an exam sent to a candidate or employee. */
export const ExamState = { NotStarted: 0, Started: 1, AwaitingMarking: 2, Done: 3 } as const;
export type ExamState = (typeof ExamState)[keyof typeof ExamState];
export const examStateLabels: Record<ExamState, string> = { 0: '未开始', 1: '考试中', 2: '待阅卷', 3: '已完成' };

/** State of one answered test paper. */
export const PaperState = { NotSubmitted: 1, AwaitingMarking: 2, Done: 3 } as const;
export type PaperState = (typeof PaperState)[keyof typeof PaperState];
export const paperStateLabels: Record<PaperState, string> = { 1: '未交卷', 2: '待阅卷', 3: '已完成' };
