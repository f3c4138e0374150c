import { buildApp } from './app';
import { loadConfig } from './config';
import { resetLinkCommand } from './modules/auth/cli';
import { pointsCommand } from './modules/points/cli';
import { openDatabase } from './platform/db/open';
import { DEMO_COMPANY, DEMO_RESUMES, hasDemo, seedDemo } from './seed/demo';
import { seedCompany, seedResumes } from './seed/resumes';
import { REPORT_SCALE, seedReportScale } from './seed/report-scale';
import { seedDemoWork } from './seed/work';

const USAGE = `用法: npx --no-install bole <命令>
  migrate              应用数据库迁移
  seed --demo          写入演示公司 ${DEMO_COMPANY} 及示例简历（已存在时不重复写入）
  seed --resumes N [--company ID]
                       为公司（默认演示公司）生成 N 份简历，用于性能测试
  seed --reports [--company ID]
                       为公司（默认演示公司）补足报表性能测试的数据：10万份简历、200个职位、约30万次阶段流转、2万场面试
                       （中断后重新执行会接着写，写完后重复执行不会重复写入）
  parse-resume 文件    解析一份简历文件（PDF、Word、HTML、TXT、邮件、图片），输出 JSON（不需要数据库）
  reset-link 邮箱或手机号
                       为该账号生成重置密码链接（尚未设置密码的待激活账号生成邀请链接），只显示在本终端
                       （开通邮件发送之前，这是获取链接的唯一方式；服务运行中也可以执行）
  points grant --company ID --kind 点数类型 --points N [--name 套餐名] [--days 365] [--trial]
                       为公司开通点数套餐（如 --kind backgroundCheck 背景调查点数），记入点数明细；产品内没有支付`;

/** Every command but `parse-resume` (cli.ts), with the exit code. */
export async function runCommand(command: string | undefined, args: string[]): Promise<number> {
  const config = loadConfig();
  switch (command) {
    case 'reset-link':
      return resetLinkCommand(config, args);
    case 'points':
      return pointsCommand(config, args);
    case 'migrate': {
      const database = await openDatabase(config);
      await database.close();
      console.log('迁移已完成');
      return 0;
    }
    case 'seed': {
      if (args.includes('--reports')) {
        const companyAt = args.indexOf('--company');
        const companyArg = companyAt >= 0 ? Number(args[companyAt + 1]) : undefined;
        if (companyArg !== undefined && !Number.isInteger(companyArg)) {
          console.error('用法: npx --no-install bole seed --reports [--company ID]');
          return 2;
        }
        const database = await openDatabase(config);
        try {
          const companyId = await seedCompany(database.db, companyArg);
          const started = Date.now();
          const totals = await seedReportScale(database.owner.db, companyId, REPORT_SCALE, (m) => process.stdout.write(`\r${m}          `));
          console.log(`\n公司 ${companyId}：${totals.applications} 个投递，${totals.visits} 次进入阶段，${totals.interviews} 场面试，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
          return 0;
        } finally {
          await database.close();
        }
      }
      const resumesAt = args.indexOf('--resumes');
      if (resumesAt >= 0) {
        const count = Number(args[resumesAt + 1]);
        const companyAt = args.indexOf('--company');
        const companyArg = companyAt >= 0 ? Number(args[companyAt + 1]) : undefined;
        if (!Number.isInteger(count) || count <= 0 || (companyArg !== undefined && !Number.isInteger(companyArg))) {
          console.error('用法: npx --no-install bole seed --resumes N [--company ID]');
          return 2;
        }
        const database = await openDatabase(config);
        try {
          const companyId = await seedCompany(database.db, companyArg);
          const started = Date.now();
          await seedResumes(database.owner.db, companyId, count, { log: (m) => process.stdout.write(`\r已写入 ${m}`) });
          console.log(`\n已为公司 ${companyId} 写入 ${count} 份简历，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
          return 0;
        } finally {
          await database.close();
        }
      }
      if (!args.includes('--demo')) {
        console.error('写入数据需要明确的参数，例如 --demo');
        return 2;
      }
      const database = await openDatabase(config);
      try {
        if (await hasDemo(database.db)) {
          console.log('演示公司已存在，未重复写入');
          return 0;
        }
        const { companyId } = await seedDemo(database.db);
        await seedResumes(database.owner.db, companyId, DEMO_RESUMES);
        const app = await buildApp({ config, database });
        try {
          await seedDemoWork(app, database.owner.db, companyId);
        } finally {
          await app.close();
        }
        console.log(`已写入演示公司 ${DEMO_COMPANY}（含 ${DEMO_RESUMES} 份示例简历和近半年的招聘记录：职位、各阶段的候选人、淘汰和入职）`);
        return 0;
      } finally {
        await database.close();
      }
    }
    default:
      console.error(USAGE);
      return command ? 2 : 0;
  }
}
