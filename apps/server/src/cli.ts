import { loadConfig } from './config';
import { openDatabase } from './platform/db/open';
import { DEMO_COMPANY, hasDemo, seedDemo } from './seed/demo';

const USAGE = `用法: bole <命令>
  migrate              应用数据库迁移
  seed --demo          写入演示公司 ${DEMO_COMPANY}（已存在时不重复写入）`;

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  const config = loadConfig();
  switch (command) {
    case 'migrate': {
      const database = await openDatabase(config);
      await database.close();
      console.log('迁移已完成');
      return 0;
    }
    case 'seed': {
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
        await seedDemo(database.db);
        console.log(`已写入演示公司 ${DEMO_COMPANY}`);
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

process.exitCode = await main(process.argv.slice(2));
