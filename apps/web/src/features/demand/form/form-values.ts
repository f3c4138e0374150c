// The demand form's values against the API's demand: the arrival date as a dayjs for the picker,
// everything else as the API names it. A new demand leaves blank fields out; an edit clears them.
import { DemandPriority, JobNature, type DemandDetail } from '@bole/domain';
import { dayjs } from '../../../lib/time';

const PLAIN = ['name', 'orgId', 'categoryId', 'nature', 'headcount', 'reason', 'reasonNote', 'minSalary', 'maxSalary', 'workPlace', 'describe', 'requirement', 'priority', 'ownerId'] as const satisfies readonly (keyof DemandDetail)[];
type Plain = (typeof PLAIN)[number];

export type DemandFormValues = { [K in Plain]?: DemandDetail[K] | null } & { arrivalDate?: dayjs.Dayjs | null; customFields?: Record<string, unknown> };

export const newDemandValues = (): DemandFormValues => ({ nature: JobNature.FullTime, priority: DemandPriority.Normal, headcount: 1 });

export function demandValues(d: DemandDetail): DemandFormValues {
  const values: DemandFormValues = {};
  for (const key of PLAIN) Object.assign(values, { [key]: d[key] });
  values.arrivalDate = d.arrivalDate ? dayjs(d.arrivalDate) : null;
  values.customFields = { ...d.customFields };
  return values;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function demandBody(values: DemandFormValues, opts: { edit: boolean; customFields: Record<string, unknown> }): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    const v = typeof value === 'string' ? value.trim() : value;
    if (!blank(v)) body[key] = v;
    else if (opts.edit) body[key] = null;
  };
  for (const key of PLAIN) put(key, values[key]);
  put('arrivalDate', values.arrivalDate ? values.arrivalDate.format('YYYY-MM-DD') : null);
  if (Object.keys(opts.customFields).length > 0) body.customFields = opts.customFields;
  return body;
}

/** The form field a body path names (customFields.x -> [customFields, x]). */
export function formFieldOf(path: readonly PropertyKey[]): (string | number)[] {
  const [head, ...rest] = path.map((p) => (typeof p === 'number' ? p : String(p)));
  return head === 'customFields' ? ['customFields', ...rest.slice(0, 1)] : [String(head)];
}
