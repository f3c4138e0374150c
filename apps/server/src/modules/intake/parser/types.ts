// What the parser answers: the fields of POST /api/resumes (resumeCreateSchema) that the
// document states; a name may be missing when the document does not give one.
import type { ResumeEducationInput, ResumeProjectInput, ResumeTrainingInput, ResumeWorkInput } from '@bole/domain';

type Defined<T> = { [K in keyof T]?: Exclude<T[K], null | undefined> };

export type ParsedEducation = Defined<ResumeEducationInput>;
export type ParsedWork = Defined<ResumeWorkInput>;
export type ParsedProject = Defined<ResumeProjectInput>;
export type ParsedTraining = Defined<ResumeTrainingInput>;

export type ParsedPerson = {
  name?: string;
  gender?: 0 | 1;
  birthYear?: number;
  age?: number;
  mobile?: string;
  email?: string;
  wechatCode?: string;
  workCity?: string;
  hometownCity?: string;
  expectCity?: string;
  expectPosition?: string;
  expectSalary?: string;
  currentSalary?: string;
  expectIndustry?: string;
  workState?: number;
  degree?: string;
  workYears?: number;
};

export type ParsedResume = ParsedPerson & {
  educations?: ParsedEducation[];
  workExperiences?: ParsedWork[];
  projects?: ParsedProject[];
  trainings?: ParsedTraining[];
};

/** The formats the parser reads. */
export type DocFormat = 'pdf' | 'docx' | 'doc' | 'html' | 'mhtml' | 'text' | 'eml' | 'image';
