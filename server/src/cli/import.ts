import { ensureAdmin } from '../db/bootstrap';
import { importFolder, type FileOutcome, type ImportReport } from '../transfer/import-folder';
import { openData, runCli } from './open-data';

const USAGE = '用法：npm run import -- <文件夹> [--dry-run]';
const LABEL: Record<FileOutcome['action'], string> = { create: '新建', update: '更新', skip: '跳过', error: '失败' };

export function formatReport(report: ImportReport, dryRun: boolean): string {
  const lines: string[] = [];
  for (const o of report.outcomes) {
    const what = o.reason ?? (o.action === 'skip' ? '没有变化' : `《${o.title ?? ''}》`);
    lines.push(`  ${LABEL[o.action]}  ${o.file}  ${what}`);
    for (const warning of o.warnings) lines.push(`        警告：${warning}`);
  }
  const verb = dryRun ? '将' : '已';
  lines.push(
    `${dryRun ? '试运行（没有写入任何内容）：' : ''}${verb}新建 ${report.created} 篇，${verb}更新 ${report.updated} 篇，` +
      `跳过 ${report.skipped} 个，失败 ${report.failed} 个`,
  );
  return lines.join('\n');
}

/**
 * npm run import -- <folder> [--dry-run]. Exit code 0 when every Markdown file was imported (or
 * skipped as unchanged / not Markdown), 1 when any file failed, 2 on a usage error.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const folders = args.filter((a) => a !== '--dry-run');
  if (folders.length !== 1 || folders[0].startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const { config, db } = await openData();
  try {
    if (!dryRun) {
      // Imported articles belong to the first admin; a blog never started yet gets one as `npm start` would.
      const admin = await ensureAdmin(db, config.adminPassword);
      if (admin.generatedPassword)
        console.log(`管理员账号已创建：用户名 admin  密码 ${admin.generatedPassword}（只显示这一次）`);
    }
    const report = await importFolder(folders[0], {
      db,
      uploadDir: config.uploadDir,
      timeZone: config.timeZone,
      dryRun,
    });
    console.log(formatReport(report, dryRun));
    return report.failed > 0 ? 1 : 0;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) runCli(main);
