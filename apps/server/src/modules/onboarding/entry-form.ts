// The 入职资料 column of the list: the onboarding form's area (onboarding-forms) registers how to
// read the state of a page of applications, so this module needs no knowledge of its tables.
import type { EntryFormState } from '@bole/domain';
import type { DbOrTx } from '../../platform/db/client';

export type EntryFormReader = (db: DbOrTx, companyId: number, applicationIds: readonly number[]) => Promise<Map<number, EntryFormState>>;

let reader: EntryFormReader | undefined;

/** Called once by the onboarding-forms area when its routes register. */
export function registerEntryFormReader(read: EntryFormReader): void {
  reader = read;
}

/** The 入职资料 state of each application that has one (none until an area registers). */
export async function entryFormStates(db: DbOrTx, companyId: number, applicationIds: readonly number[]): Promise<Map<number, EntryFormState>> {
  if (!reader || applicationIds.length === 0) return new Map();
  return reader(db, companyId, applicationIds);
}
