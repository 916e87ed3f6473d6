import { loadConfig } from '../config';
import { backupTo } from '../transfer/backup';
import { runCli } from './open-data';

/** npm run backup -- <file.tar.gz>: exit 0 with the archive written, 1 on failure, 2 on a usage error. */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0].startsWith('-')) {
    console.error('用法：npm run backup -- <备份文件.tar.gz>');
    return 2;
  }
  const config = loadConfig();
  const report = await backupTo(args[0], config);
  console.log(`已备份到 ${report.file}（${report.entries.join('、')}）`);
  if (!report.database)
    console.log(
      '数据库是 PostgreSQL：请另用 pg_dump 备份数据库（见 README 的“备份与恢复”），本文件只含上传和音乐文件。',
    );
  return 0;
}

if (require.main === module) runCli(main);
