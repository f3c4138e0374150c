// From a document's text to the resume fields: sections, base info, histories.
import { chineseSide, isSideBySide, withoutEnglishCopies } from './bilingual';
import { educationFromBaseInfo, readEducation, readProjects, readTrainings, readWork } from './histories';
import { isNarrative, narrativeEducation, narrativePerson, narrativeWork } from './narrative';
import { linesOf } from './normalize';
import { readPerson } from './person';
import { rejoinBrokenWords } from './rejoin';
import { linesOfKind, splitSections } from './sections';
import type { ParsedResume } from './types';

/** The order keys are printed in (the CLI's JSON and the stored body). */
const KEY_ORDER: (keyof ParsedResume)[] = [
  'name', 'gender', 'birthYear', 'age', 'mobile', 'email', 'wechatCode', 'workCity', 'hometownCity', 'expectCity',
  'expectPosition', 'expectSalary', 'currentSalary', 'expectIndustry', 'workState', 'degree', 'workYears',
  'educations', 'workExperiences', 'projects', 'trainings',
];

/** Reads a resume from plain text; keys the text does not state are left out. */
export function parseResumeText(text: string): ParsedResume {
  const written = rejoinBrokenWords(linesOf(text));
  const lines = isSideBySide(written) ? written.map(chineseSide) : written;
  const sections = withoutEnglishCopies(splitSections(lines));
  const educations = readEducation(linesOfKind(sections, 'education'));
  const found: ParsedResume = {
    ...readPerson(sections, lines),
    educations: educations.length > 0 ? educations : educationFromBaseInfo(linesOfKind(sections, 'header', 'basic')),
    workExperiences: readWork(linesOfKind(sections, 'work')),
    projects: readProjects(linesOfKind(sections, 'project')),
    trainings: readTrainings(linesOfKind(sections, 'training')),
  };
  if (isNarrative(lines.join('\n'))) fillFromNarrative(found, lines.join('\n'));
  const ordered: Record<string, unknown> = {};
  for (const key of KEY_ORDER) {
    const value = found[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    ordered[key] = value;
  }
  return ordered as ParsedResume;
}

/** A third-person bio states in prose what the sections did not give. */
function fillFromNarrative(found: ParsedResume, text: string): void {
  const person = narrativePerson(text);
  for (const key of Object.keys(person) as (keyof typeof person)[]) {
    if (found[key] === undefined) Object.assign(found, { [key]: person[key] });
  }
  if (!found.workExperiences?.length) found.workExperiences = narrativeWork(text);
  if (!found.educations?.length) found.educations = narrativeEducation(text);
}
