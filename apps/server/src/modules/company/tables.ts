import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    shortName: text('short_name'),
    // Public address of the careers portal: /portal/{slug}.
    slug: text('slug').notNull(),
    industryCode: text('industry_code'),
    scaleCode: text('scale_code'),
    natureCode: text('nature_code'),
    locationCode: text('location_code'),
    address: text('address'),
    website: text('website'),
    introduction: text('introduction'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    logoFileId: ref('logo_file_id'),
    socialOpen: boolean('social_open').notNull().default(true),
    campusOpen: boolean('campus_open').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('companies_slug_uq').on(t.slug)],
);

export const roles = pgTable(
  'roles',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['system', 'custom'] }).notNull(),
    // Management role code of a system role (1, 2, 3, 4, 5, 8, 10); null for custom roles.
    systemCode: smallint('system_code'),
    roleType: smallint('role_type').notNull(),
    description: text('description'),
    socialCodes: integer('social_codes').array().notNull().default(sql`'{}'::integer[]`),
    campusCodes: integer('campus_codes').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('roles_company_name_uq').on(t.companyId, t.name),
    uniqueIndex('roles_company_system_uq').on(t.companyId, t.systemCode).where(sql`${t.systemCode} is not null`),
  ],
);

export const orgs = pgTable(
  'orgs',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    parentId: ref('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    leaderId: ref('leader_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('orgs_company_parent_idx').on(t.companyId, t.parentId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    userName: text('user_name').notNull(),
    loginEmail: text('login_email').notNull(),
    loginMobile: text('login_mobile').notNull(),
    passwordHash: text('password_hash'),
    roleId: ref('role_id').notNull().references(() => roles.id),
    orgId: ref('org_id').references(() => orgs.id),
    jobTitle: text('job_title'),
    // 1 active, 2 disabled, 3 invited (no password yet).
    status: smallint('status').notNull().default(1),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    meetingLink: text('meeting_link'),
    thirdUserId: text('third_user_id'),
    handedOverTo: ref('handed_over_to'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Login is by e-mail or mobile across all companies, so both are globally unique.
    uniqueIndex('accounts_login_email_uq').on(t.loginEmail),
    uniqueIndex('accounts_login_mobile_uq').on(t.loginMobile),
    index('accounts_company_idx').on(t.companyId, t.status),
    index('accounts_role_idx').on(t.roleId),
    // A DingTalk user is one account of the company (chat-app login finds it by this pair).
    uniqueIndex('accounts_third_user_uq').on(t.companyId, t.thirdUserId).where(sql`${t.thirdUserId} is not null`),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    description: text('description'),
    leaderId: ref('leader_id').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('teams_company_name_uq').on(t.companyId, t.name)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    teamId: ref('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
    accountId: ref('account_id').notNull().references(() => accounts.id),
  },
  (t) => [uniqueIndex('team_members_uq').on(t.teamId, t.accountId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    cityCode: text('city_code').notNull(),
    detail: text('detail').notNull(),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_company_idx').on(t.companyId)],
);

export const meetingRooms = pgTable(
  'meeting_rooms',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    addressId: ref('address_id').references(() => addresses.id),
    capacity: integer('capacity'),
    equipment: jsonb('equipment').$type<string[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('meeting_rooms_company_name_uq').on(t.companyId, t.name)],
);
