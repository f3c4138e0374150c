import { z } from 'zod';
import { emailSchema, mobileSchema, nameSchema, passwordSchema } from '../rules';
import { optionalText, pageQuerySchema, requiredText } from './common';

// Bodies arrive as JSON or form-encoded (spec section 7): a form sends every value as a
// string, and a list as repeated keys or one comma-joined value (spec section 5).
const fromForm = (v: unknown) => (v === '' || v === null ? undefined : v);
const formNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);
const formBoolean = (label: string) =>
  z.preprocess((v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' ? false : v), z.boolean({ error: `${label}格式不正确` }));
const formList = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter((x) => x.trim() !== '') : v), z.array(item, { error: `${label}格式不正确` }).max(max, `${label}最多${max}个`));
/** A required reference to another row, with a Chinese message naming it. */
const pickId = (label: string) => z.coerce.number({ error: `请选择${label}` }).int(`请选择${label}`).positive(`请选择${label}`);
/** An optional reference; an empty form value means none. */
const optionalId = (label: string) => z.preprocess(fromForm, pickId(label).optional());

const SORT_MESSAGE = '排序须为0-9999的整数';
const sortSchema = z.coerce.number({ error: SORT_MESSAGE }).int(SORT_MESSAGE).min(0, SORT_MESSAGE).max(9999, SORT_MESSAGE);
const sysCodes = formList(z.coerce.number({ error: '权限代码格式不正确' }).int('权限代码格式不正确'), 1000, '权限');
const phone = mobileSchema;
const email = emailSchema.toLowerCase();

// Accounts (/user/company/accounts); AccountStatus and JobScope are code tables (codes/company.ts).

export const accountListQuerySchema = pageQuerySchema.extend({
  keyword: optionalText(50),
  roleId: optionalId('角色'),
  orgId: optionalId('部门'),
  status: z.preprocess(fromForm, z.coerce.number({ error: '账号状态不正确' }).int('账号状态不正确').min(1, '账号状态不正确').max(3, '账号状态不正确').optional()),
});
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

export const accountRowSchema = z.object({
  id: z.number(),
  userName: z.string(),
  loginEmail: z.string(),
  loginMobile: z.string(),
  roleId: z.number(),
  roleName: z.string(),
  roleType: z.number(),
  orgId: z.number().nullable(),
  orgName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  status: z.number(),
  isSuperAdmin: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountRow = z.infer<typeof accountRowSchema>;

export const accountCreateSchema = z.object({
  userName: nameSchema,
  loginEmail: email,
  loginMobile: phone,
  roleId: pickId('角色'),
  orgId: optionalId('部门'),
  jobTitle: optionalText(30),
  // Without a password the account is invited (待激活) until it sets one from an invitation link.
  password: passwordSchema.optional(),
});
export type AccountCreate = z.infer<typeof accountCreateSchema>;

export const accountUpdateSchema = z.object({
  userName: nameSchema.optional(),
  loginEmail: email.optional(),
  loginMobile: phone.optional(),
  roleId: optionalId('角色'),
  // null takes the account out of its department.
  orgId: pickId('部门').nullable().optional(),
  jobTitle: optionalText(30).nullable(),
  // 1 enables, 2 disables; an enabled account without a password goes back to 3 (invited).
  status: z.preprocess(formNumber, z.union([z.literal(1), z.literal(2)], { error: '账号状态只能是正常或已停用' }).optional()),
});
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/** An active account in a picker (GET /api/company/accounts/options). */
export const accountOptionSchema = z.object({ id: z.number(), userName: z.string() });
export type AccountOption = z.infer<typeof accountOptionSchema>;

export const accountHandOverSchema = z.object({ toAccountId: pickId('接收工作的账号'), disable: formBoolean('停用原账号').default(true) });
export type AccountHandOver = z.infer<typeof accountHandOverSchema>;

/** What a hand-over moved: one line per kind of work (team leadership, jobs, candidates ...). */
export const handOverResultSchema = z.object({ items: z.array(z.object({ key: z.string(), label: z.string(), count: z.number() })) });
export type HandOverResult = z.infer<typeof handOverResultSchema>;

// Roles (/user/manage/role)
export const roleRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(['system', 'custom']),
  systemCode: z.number().nullable(),
  roleType: z.number(),
  description: z.string().nullable(),
  socialCodes: z.array(z.number()),
  campusCodes: z.array(z.number()),
  accountCount: z.number(),
});
export type RoleRow = z.infer<typeof roleRowSchema>;

export const roleCreateSchema = z.object({
  name: requiredText('角色名称', 20),
  roleType: z.preprocess(formNumber, z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], { error: '请选择角色类型' })),
  description: optionalText(200),
  socialCodes: sysCodes.default([]),
  campusCodes: sysCodes.default([]),
});
export type RoleCreate = z.infer<typeof roleCreateSchema>;

export const roleUpdateSchema = z.object({
  name: requiredText('角色名称', 20).optional(),
  description: optionalText(200).nullable(),
  socialCodes: sysCodes.optional(),
  campusCodes: sysCodes.optional(),
});
export type RoleUpdate = z.infer<typeof roleUpdateSchema>;

// The permission catalogue and the permission views of the role settings page.
const permissionItemSchema = z.object({ code: z.number(), name: z.string(), sys: z.enum(['both', 'social', 'campus']), managerOnly: z.boolean() });
export const permissionGroupViewSchema = z.object({ key: z.string(), title: z.string(), items: z.array(permissionItemSchema) });
export type PermissionGroupView = z.infer<typeof permissionGroupViewSchema>;
/** GET /api/company/permissions: the role editor's groups per sys type (1 社招 -> social, 2 校招 -> campus). */
export const permissionCatalogSchema = z.object({ social: z.array(permissionGroupViewSchema), campus: z.array(permissionGroupViewSchema) });
export type PermissionCatalog = z.infer<typeof permissionCatalogSchema>;

/** By role: each role with the permissions it holds, grouped like the catalogue. */
export const roleGrantsSchema = z.object({
  roleId: z.number(),
  roleName: z.string(),
  kind: z.enum(['system', 'custom']),
  roleType: z.number(),
  accountCount: z.number(),
  social: z.array(permissionGroupViewSchema),
  campus: z.array(permissionGroupViewSchema),
});
export type RoleGrants = z.infer<typeof roleGrantsSchema>;

/** By department: each department (tree order, `depth` 0 = root) with its accounts and their roles; orgId null = no department. */
export const departmentGrantsSchema = z.object({
  orgId: z.number().nullable(),
  orgName: z.string(),
  parentId: z.number().nullable(),
  depth: z.number(),
  accounts: z.array(z.object({ id: z.number(), userName: z.string(), roleId: z.number(), roleName: z.string(), roleType: z.number(), status: z.number() })),
});
export type DepartmentGrants = z.infer<typeof departmentGrantsSchema>;

/** By job: per account its job scope and why (GET /api/company/permissions/by-job, paged like the account list). */
export const accountJobScopeSchema = z.object({
  accountId: z.number(),
  userName: z.string(),
  orgName: z.string().nullable(),
  roleId: z.number(),
  roleName: z.string(),
  roleType: z.number(),
  status: z.number(),
  jobScope: z.enum(['all', 'assigned']),
  jobScopeLabel: z.string(),
  basis: z.string(),
});
export type AccountJobScope = z.infer<typeof accountJobScopeSchema>;

// Organization (/user/company/organization)
export type OrgNode = { id: number; name: string; parentId: number | null; sort: number; leaderId: number | null; leaderName: string | null; memberCount: number; children: OrgNode[] };
/** The department tree; memberCount counts the accounts directly in a department. */
export const orgNodeSchema: z.ZodType<OrgNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    parentId: z.number().nullable(),
    sort: z.number(),
    leaderId: z.number().nullable(),
    leaderName: z.string().nullable(),
    memberCount: z.number(),
    children: z.array(orgNodeSchema),
  }),
);

/** A department as saved (create and edit answer it). */
export const orgRowSchema = z.object({ id: z.number(), name: z.string(), parentId: z.number().nullable(), sort: z.number(), leaderId: z.number().nullable() });
export type OrgRow = z.infer<typeof orgRowSchema>;

/** The department tree of pickers (GET /api/company/orgs/options). */
export type OrgOption = { id: number; name: string; children: OrgOption[] };
export const orgOptionSchema: z.ZodType<OrgOption> = z.lazy(() => z.object({ id: z.number(), name: z.string(), children: z.array(orgOptionSchema) }));

export const orgCreateSchema = z.object({
  name: requiredText('部门名称', 30),
  parentId: pickId('上级部门'),
  leaderId: optionalId('部门负责人'),
  sort: sortSchema.default(0),
});
export type OrgCreate = z.infer<typeof orgCreateSchema>;

export const orgUpdateSchema = z.object({
  name: requiredText('部门名称', 30).optional(),
  parentId: optionalId('上级部门'),
  // null removes the leader.
  leaderId: pickId('部门负责人').nullable().optional(),
  sort: sortSchema.optional(),
});
export type OrgUpdate = z.infer<typeof orgUpdateSchema>;

// Teams (/user/company/team)
export const teamRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  leaderId: z.number().nullable(),
  leaderName: z.string().nullable(),
  members: z.array(z.object({ id: z.number(), userName: z.string() })),
  createdAt: z.string(),
});
export type TeamRow = z.infer<typeof teamRowSchema>;

export const teamListQuerySchema = pageQuerySchema.extend({ keyword: optionalText(30) });
export type TeamListQuery = z.infer<typeof teamListQuerySchema>;

/** Create and edit: the members are replaced by `memberIds` as a whole. */
export const teamSaveSchema = z.object({
  name: requiredText('团队名称', 30),
  description: optionalText(200),
  leaderId: optionalId('团队负责人'),
  memberIds: formList(pickId('团队成员'), 500, '团队成员').default([]),
});
export type TeamSave = z.infer<typeof teamSaveSchema>;

// Company base info (/user/company/base)
export const companyBaseSchema = z.object({
  name: requiredText('公司名称', 50),
  shortName: optionalText(20),
  industryCode: optionalText(20),
  scaleCode: optionalText(10),
  natureCode: optionalText(10),
  locationCode: optionalText(20),
  address: optionalText(100),
  website: optionalText(200),
  introduction: optionalText(5000),
  contactName: optionalText(30),
  contactPhone: optionalText(20),
  contactEmail: z.preprocess((v) => (v === '' ? undefined : v), email.optional()),
  logoFileId: z.number({ error: '请上传企业Logo' }).int('请上传企业Logo').positive('请上传企业Logo').nullable().optional(),
});
export type CompanyBase = z.infer<typeof companyBaseSchema>;

// Responses are plain shapes: the serializer encodes with the schema, and the form-reading
// preprocessing of the save schema cannot run backwards. Unset fields are null.
const nullableText = z.string().nullable();
export const companyBaseViewSchema = z.object({
  id: z.number(),
  slug: z.string(),
  socialOpen: z.boolean(),
  campusOpen: z.boolean(),
  name: z.string(),
  shortName: nullableText,
  industryCode: nullableText,
  scaleCode: nullableText,
  natureCode: nullableText,
  locationCode: nullableText,
  address: nullableText,
  website: nullableText,
  introduction: nullableText,
  contactName: nullableText,
  contactPhone: nullableText,
  contactEmail: nullableText,
  logoFileId: z.number().nullable(),
});
export type CompanyBaseView = z.infer<typeof companyBaseViewSchema>;

// Addresses (/user/company/address): interview and office addresses.
export const addressRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  detail: z.string(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  isDefault: z.boolean(),
});
export type AddressRow = z.infer<typeof addressRowSchema>;

export const addressSaveSchema = z.object({
  name: requiredText('地址名称', 30),
  cityCode: z.string({ error: '请选择城市' }).trim().min(1, '请选择城市').max(20, '请选择城市'),
  detail: requiredText('详细地址', 100),
  contactName: optionalText(30),
  contactPhone: z.preprocess((v) => (v === '' ? undefined : v), phone.optional()),
  isDefault: formBoolean('默认地址').default(false),
});
export type AddressSave = z.infer<typeof addressSaveSchema>;

// Meeting rooms (/user/company/meetingroom)
export const meetingRoomRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  addressId: z.number().nullable(),
  addressName: z.string().nullable(),
  capacity: z.number().nullable(),
  equipment: z.array(z.string()),
  enabled: z.boolean(),
  remark: z.string().nullable(),
});
export type MeetingRoomRow = z.infer<typeof meetingRoomRowSchema>;

export const meetingRoomListQuerySchema = pageQuerySchema.extend({
  keyword: optionalText(30),
  enabled: z.preprocess(fromForm, formBoolean('启用状态').optional()),
  addressId: optionalId('地址'),
});
export type MeetingRoomListQuery = z.infer<typeof meetingRoomListQuerySchema>;

export const meetingRoomSaveSchema = z.object({
  name: requiredText('会议室名称', 30),
  addressId: optionalId('地址'),
  capacity: z.preprocess(fromForm, z.coerce.number({ error: '容纳人数须为整数' }).int('容纳人数须为整数').min(1, '容纳人数至少为1').max(1000, '容纳人数最多1000').optional()),
  equipment: formList(z.string().trim().min(1, '设备名称不能为空').max(20, '设备名称最多20个字符'), 20, '设备').default([]),
  enabled: formBoolean('启用状态').default(true),
  remark: optionalText(200),
});
export type MeetingRoomSave = z.infer<typeof meetingRoomSaveSchema>;

export const meetingRoomEnabledSchema = z.object({ enabled: formBoolean('启用状态') });
