import { z } from 'zod';

/** `allows` of the current user: per sys type the permission codes this account holds. */
export const allowsSchema = z.object({
  socialOpenFlag: z.boolean(),
  schoolOpenFlag: z.boolean(),
  socialAuths: z.array(z.number()),
  schoolAuths: z.array(z.number()),
  userPersonAuths: z.array(z.number()),
});
export type Allows = z.infer<typeof allowsSchema>;

/** GET /api/common/account/info: spec section 3 "Current user" plus the account-info extras. */
export const accountInfoSchema = z.object({
  userName: z.string(),
  userId: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  loginEmail: z.string(),
  loginMobile: z.string(),
  logoId: z.number().nullable(),
  meetingLink: z.string().nullable(),
  roleType: z.number(),
  role: z.number().nullable(),
  roleName: z.string(),
  thirdUserId: z.string().nullable(),
  effected: z.boolean(),
  isWxWorkUser: z.boolean(),
  isDingWorkUser: z.boolean(),
  crmSyncBrand: z.boolean(),
  loginType: z.number(),
  alphaFlag: z.boolean(),
  alphaQianZhiFlag: z.boolean(),
  beisenFlag: z.boolean(),
  ruiPersonnelFlag: z.boolean(),
  allows: allowsSchema,
  email: z.string(),
  mobile: z.string(),
  id: z.number(),
  name: z.string(),
  logo: z.string().nullable(),
  logoUrl: z.string().nullable(),
  resourceEnoughFlag: z.boolean(),
  sysType: z.number().nullable(),
  portalUrl: z.string(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

export type MenuItem = { key: string; title: string; icon?: string; path?: string; children?: MenuItem[] };
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    key: z.string(),
    title: z.string(),
    icon: z.string().optional(),
    path: z.string().optional(),
    children: z.array(menuItemSchema).optional(),
  }),
);

export const loginResultSchema = z.object({ token: z.string(), user: accountInfoSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** One to-do count of the home page (GET /api/home/todos); `path` opens the matching list. */
export const todoCardSchema = z.object({ key: z.string(), title: z.string(), count: z.number(), path: z.string().optional() });
export type TodoCard = z.infer<typeof todoCardSchema>;

/** GET /api/home/todos: the to-do cards of the home page in display order. */
export const homeTodosSchema = z.object({ cards: z.array(todoCardSchema) });
export type HomeTodos = z.infer<typeof homeTodosSchema>;
