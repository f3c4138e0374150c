import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/password';
import type { Db } from '../platform/db/client';
import { provisionCompany } from '../modules/company/provision';
import { ensureDefaultProcess } from '../modules/processes/defaults';
import { accounts, addresses, companies, meetingRooms, orgs } from '../modules/company/tables';

export const DEMO_COMPANY = '伯乐示例科技有限公司';
export const DEMO_PASSWORD = 'bole2026';
/** Generated resumes in the demo company's talent pool, so a first look finds candidates to search. */
export const DEMO_RESUMES = 200;

/** One login per role; the first registers the company as its super administrator. */
export const DEMO_ACCOUNTS = [
  { systemCode: 1, roleName: '超级管理员', userName: '周明远', loginEmail: 'admin@demo.bole.cn', loginMobile: '13800000001', org: null, jobTitle: 'CEO' },
  { systemCode: 8, roleName: '管理员', userName: '林晓雯', loginEmail: 'manager@demo.bole.cn', loginMobile: '13800000002', org: '人力资源部', jobTitle: '人力资源总监' },
  { systemCode: 2, roleName: 'HR', userName: '陈思琪', loginEmail: 'hr@demo.bole.cn', loginMobile: '13800000003', org: '人力资源部', jobTitle: '招聘经理' },
  { systemCode: 3, roleName: '用人经理', userName: '王建国', loginEmail: 'hm@demo.bole.cn', loginMobile: '13800000004', org: '后端组', jobTitle: '技术总监' },
  { systemCode: 5, roleName: '前台', userName: '李小萌', loginEmail: 'front@demo.bole.cn', loginMobile: '13800000005', org: '行政部', jobTitle: '前台' },
  { systemCode: 4, roleName: '内推人', userName: '张伟', loginEmail: 'referrer@demo.bole.cn', loginMobile: '13800000006', org: '前端组', jobTitle: '前端工程师' },
  { systemCode: 10, roleName: '见习HR', userName: '赵雨桐', loginEmail: 'trainee@demo.bole.cn', loginMobile: '13800000007', org: '人力资源部', jobTitle: '招聘专员' },
] as const;

/** The recruiters beside 陈思琪 who own some of the demo's jobs, so HR工作量 compares people. */
export const DEMO_RECRUITERS = [
  { systemCode: 2, roleName: 'HR', userName: '刘佳怡', loginEmail: 'hr2@demo.bole.cn', loginMobile: '13800000008', org: '人力资源部', jobTitle: '招聘专员' },
  { systemCode: 2, roleName: 'HR', userName: '孙浩然', loginEmail: 'hr3@demo.bole.cn', loginMobile: '13800000009', org: '人力资源部', jobTitle: '招聘专员' },
] as const;

const DEPARTMENTS: [string, string | null][] = [
  ['技术部', null],
  ['前端组', '技术部'],
  ['后端组', '技术部'],
  ['产品部', null],
  ['市场部', null],
  ['销售部', null],
  ['人力资源部', null],
  ['财务部', null],
  ['行政部', null],
];

/** Whether the demo company was seeded already (its super administrator exists). */
export async function hasDemo(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(accounts).where(eq(accounts.loginEmail, DEMO_ACCOUNTS[0].loginEmail));
  return (row?.n ?? 0) > 0;
}

export async function hasAnyCompany(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  return (row?.n ?? 0) > 0;
}

/** Seeds 伯乐示例科技有限公司 with a few departments, one account per role and two more recruiters, an address and meeting rooms. */
export async function seedDemo(db: Db): Promise<{ companyId: number }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const [owner, ...others] = DEMO_ACCOUNTS;
    const created = await provisionCompany(tx, { companyName: DEMO_COMPANY, userName: owner.userName, loginEmail: owner.loginEmail, loginMobile: owner.loginMobile, passwordHash });
    const { companyId } = created;
    await ensureDefaultProcess(tx, companyId);
    const orgIds = new Map<string, number>();
    for (const [name, parent] of DEPARTMENTS) {
      const [row] = await tx
        .insert(orgs)
        .values({ companyId, name, parentId: parent ? orgIds.get(parent)! : created.rootOrgId, sort: orgIds.size })
        .returning({ id: orgs.id });
      orgIds.set(name, row!.id);
    }
    await tx.insert(accounts).values(
      [...others, ...DEMO_RECRUITERS].map((a) => ({
        companyId,
        userName: a.userName,
        loginEmail: a.loginEmail,
        loginMobile: a.loginMobile,
        passwordHash,
        roleId: created.roleIds.get(a.systemCode)!,
        orgId: a.org ? orgIds.get(a.org)! : created.rootOrgId,
        jobTitle: a.jobTitle,
      })),
    );
    const [hq] = await tx
      .insert(addresses)
      .values({ companyId, name: '北京总部', cityCode: '110000', detail: '北京市海淀区中关村大街27号 中关村大厦12层', contactName: '李小萌', contactPhone: '13800000005', isDefault: true })
      .returning({ id: addresses.id });
    await tx.insert(meetingRooms).values([
      { companyId, name: '伯乐厅', addressId: hq!.id, capacity: 12, equipment: ['投影仪', '视频会议', '白板'], remark: '大型面试与宣讲' },
      { companyId, name: '千里马', addressId: hq!.id, capacity: 6, equipment: ['电视', '白板'] },
      { companyId, name: '小会议室A', addressId: hq!.id, capacity: 4, equipment: [] },
    ]);
    return { companyId };
  });
}
