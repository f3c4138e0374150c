/**
 * Item shapes of the reference lists ("basedata") served by `GET /api/basedata/{list}`.
 * Every item has a string `code` (unique within its list) and a Chinese display `name`.
 */

export interface BasedataItem {
  code: string;
  name: string;
}

/** Item of a two- or three-level tree stored as a flat list; top level has no parentCode. */
export interface TreeItem extends BasedataItem {
  parentCode?: string;
  level: 1 | 2 | 3;
}

/** Provinces (level 1) and prefecture-level cities (level 2), GB/T 2260 codes. */
export interface LocationItem extends BasedataItem {
  parentCode?: string;
  level: 1 | 2;
}

export interface IndustryItem extends BasedataItem {
  parentCode?: string;
  level: 1 | 2;
}

/** v2 industries: top level carries the GB/T 4754-2017 section letters it mostly corresponds to. */
export interface IndustryV2Item extends IndustryItem {
  gbSections?: string;
}

export interface FunctionItem extends TreeItem {
  level: 1 | 2 | 3;
}

/** Monthly salary band in yuan; `max` null means open-ended ("...以上"). */
export interface MonthSalaryItem extends BasedataItem {
  min: number;
  max: number | null;
}

/** Work-year scale: code '0' under one year ... '13' more than 12 years; `years` is the numeric lower bound. */
export interface WorkYearItem extends BasedataItem {
  years: number;
}

/**
 * Education level rank shared by degrees, job education requirements and degree search:
 * 0 any, 1 junior high, 2 secondary (中专/高中), 3 college, 4 bachelor, 5 master (incl. MBA), 6 doctor, 7 postdoc.
 */
export type EducationRank = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface DegreeItem extends BasedataItem {
  rank: EducationRank;
}

/** Job education requirement / degree search option: accepts degrees whose rank >= minRank. */
export interface EducationRequirementItem extends BasedataItem {
  minRank: EducationRank;
}

/** ISO 3166-1 alpha-2 code with the Chinese short name. */
export interface CountryItem extends BasedataItem {
  nameEn: string;
}

export interface UniversityItem extends BasedataItem {
  /** GB/T 2260 province code of the campus location; null for universities outside China. */
  provinceCode: string | null;
  /** ISO 3166-1 alpha-2 (CN for the mainland; HK, MO, TW, US, GB ...). */
  countryCode: string;
  is985: boolean;
  is211: boolean;
  /** On the 2022 "双一流" (second round) list. Omitted means no. */
  isDoubleFirstClass?: boolean;
  /** Former or alternative names, for matching resume text. */
  aliases?: string[];
}
