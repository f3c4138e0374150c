// The options of the filter panel, from the domain's code tables.
import {
  ageRangeLabels,
  ageRangeOrder,
  codeOptions,
  genderLabels,
  intentionStatusLabels,
  searchDegreeLabels,
  updateDateRangeLabels,
  workStateLabels,
  workYearsLabels,
  type CodeOption,
} from '@bole/domain';

/** Common work-year bands; `max` undefined means no upper bound. */
export const WORK_YEAR_BANDS = [
  { key: '0-0', label: '一年以下', min: 0, max: 0 },
  { key: '1-3', label: '1-3年', min: 1, max: 3 },
  { key: '3-5', label: '3-5年', min: 3, max: 5 },
  { key: '5-10', label: '5-10年', min: 5, max: 10 },
  { key: '10-', label: '10年以上', min: 10, max: undefined },
] as const;

/** 0 一年以下 ... 13 12年以上, for the custom range. */
export const WORK_YEAR_OPTIONS: CodeOption<number>[] = codeOptions(workYearsLabels);

// 不限 is the panel's own first chip.
export const DEGREE_OPTIONS = codeOptions(searchDegreeLabels).filter((o) => o.value !== 0);
export const AGE_OPTIONS = codeOptions(ageRangeLabels, ageRangeOrder);
export const UPDATED_OPTIONS = codeOptions(updateDateRangeLabels);
export const GENDER_OPTIONS = codeOptions(genderLabels, [1, 0]);
export const INTENTION_OPTIONS = codeOptions(intentionStatusLabels);
export const WORK_STATE_OPTIONS = codeOptions(workStateLabels);
