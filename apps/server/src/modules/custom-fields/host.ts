// What a record kind tells the shared custom-field machinery about itself.
import type { ResumeChange } from '@bole/domain';
import type { DbOrTx, Tx } from '../../platform/db/client';
import type { ValueHolder } from './repository';
import type { CustomFieldDefsTable, FieldRow } from './tables';

/** Who changes the catalogue. */
export type CatalogueCaller = { companyId: number; accountId: number; userName: string };

/** Values of one field that a catalogue change rewrites, record by record, with a note saying why. */
export type FieldRewrite = {
  def: FieldRow;
  /** The definition after the change (options renamed or removed). */
  nextDef: FieldRow;
  rows: readonly { id: number; value: unknown }[];
  after: (value: unknown) => unknown;
  note: string;
};

export type FieldHost = {
  defs: CustomFieldDefsTable;
  holder: ValueHolder;
  /** 简历字段, 职位字段: names the field in messages. */
  noun: string;
  /** 简历, 职位: names the record in messages. */
  recordNoun: string;
  /** A system field or section of the kind with this name. */
  nameClash: (name: string) => string | undefined;
  /** Runs in the catalogue's transaction before values are rewritten (the talent pool writes resume records). */
  onRewrite?: (tx: Tx, caller: CatalogueCaller, rewrite: FieldRewrite) => Promise<void>;
  /** Files records of this kind own, for attachment fields (only resumes have them). */
  files?: {
    idsOf: (db: DbOrTx, companyId: number, ownerId: number) => Promise<Set<number>>;
    namesOf: (db: DbOrTx, companyId: number, ids: readonly number[]) => Promise<Map<number, string>>;
  };
};

/** One change of a custom field for an operation history: the field's name as label. */
export const changeOf = (def: FieldRow, before: string | null, after: string | null): ResumeChange => ({ field: `customFields.${def.key}`, label: def.name, before, after });
