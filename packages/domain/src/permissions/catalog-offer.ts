// Field-level visibility of offer fields: 1000xx in 社招, 1100xx in 校招, same fields.
import { SysType } from './sys';
import type { PermissionGroupDef } from './types';

/** The offer fields whose visibility is a permission, by the last two digits of their code. */
export const OFFER_FIELD_PERMS = {
  entryTime: { suffix: 2, name: '入职时间' },
  entryDept: { suffix: 3, name: '入职部门' },
  probationSalary: { suffix: 4, name: '试用期薪资' },
  probationPeriod: { suffix: 5, name: '试用期' },
  regularSalary: { suffix: 6, name: '转正薪资' },
  entryJob: { suffix: 7, name: '入职职位' },
  workPlace: { suffix: 8, name: '工作地点' },
  reportTo: { suffix: 9, name: '汇报对象' },
} as const;
export type OfferPermField = keyof typeof OFFER_FIELD_PERMS;

const OFFER_FIELD_BASE: Record<SysType, number> = { 1: 100000, 2: 110000 };

/** The code that lets a role see one offer field in the given mode. */
export function offerFieldCode(field: OfferPermField, sysType: SysType): number {
  return OFFER_FIELD_BASE[sysType] + OFFER_FIELD_PERMS[field].suffix;
}

/** Every offer field code of one mode, in field order. */
export function offerFieldCodes(sysType: SysType): number[] {
  return (Object.keys(OFFER_FIELD_PERMS) as OfferPermField[]).map((f) => offerFieldCode(f, sysType));
}

const fieldItems = (sysType: SysType) =>
  (Object.keys(OFFER_FIELD_PERMS) as OfferPermField[]).map((f) => ({
    code: offerFieldCode(f, sysType),
    name: OFFER_FIELD_PERMS[f].name,
    sys: sysType === SysType.Social ? ('social' as const) : ('campus' as const),
  }));

// One group: in each mode the settings page shows that mode's eight codes.
export const OFFER_FIELD_GROUPS: PermissionGroupDef[] = [
  { key: 'offerField', title: 'Offer字段', items: [...fieldItems(SysType.Social), ...fieldItems(SysType.Campus)] },
];
