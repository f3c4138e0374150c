import type { PermissionSys } from './sys';

/** One grantable permission as the role editor lists it. */
export type Permission = {
  code: number;
  name: string;
  /** Key of the group the settings page shows it under. */
  group: string;
  sys: PermissionSys;
  /** Only roles of roleType 1 (管理员) may hold it. */
  managerOnly?: boolean;
};

/** A block of the role editor, in display order. */
export type PermissionGroup = { key: string; title: string; codes: number[] };

/** How a catalogue file declares its groups; `sys` defaults to 'both'. */
export type PermissionGroupDef = {
  key: string;
  title: string;
  items: { code: number; name: string; sys?: PermissionSys; managerOnly?: boolean }[];
};
