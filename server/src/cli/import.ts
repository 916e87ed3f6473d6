import { ensureAdmin } from '../db/bootstrap';
import { importFolder, type ImportReport } from '../transfer/import-folder';
import { formatReport } from '../transfer/format-report';
import { importWordPress, isWordPressFile } from '../transfer/wordpress/import-wxr';
import { openData, openDryRunData, runCli } from './open-data';

const USAGE = '用法：npm run import -- <文件夹或 WordPress 导出的 .xml> [--dry-run] [--fetch-images] [--blog 名字]';

interface Args {
  source: string;
  dryRun: boolean;
  fetchImages: boolean;
  blog?: string;
}

function parseArgs(argv: string[]): Args | null {
  const rest: string[] = [];
  let blog: string | undefined;
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--blog') {
      blog = argv[++i]?.trim();
      if (!blog) return null;
    } else if (arg.startsWith('--blog=')) blog = arg.slice('--blog='.length).trim() || undefined;
    else if (arg === '--dry-run' || arg === '--fetch-images') flags.add(arg);
    else if (arg.startsWith('-')) return null;
    else rest.push(arg);
  }
  if (rest.length !== 1) return null;
  return { source: rest[0], dryRun: flags.has('--dry-run'), fetchImages: flags.has('--fetch-images'), blog };
}

/**
 * npm run import -- <folder | export.xml> [--dry-run] [--fetch-images] [--blog NAME]. Exit code 0
 * when every post was imported (or skipped), 1 when any failed, 2 on a usage error.
 */
async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const { config, db } = args.dryRun ? await openDryRunData() : await openData();
  try {
    if (!args.dryRun) {
      // Imported articles belong to the first admin; a blog never started yet gets one as `npm start` would.
      const admin = await ensureAdmin(db, config.adminPassword);
      if (admin.generatedPassword)
        console.log(`管理员账号已创建：用户名 admin  密码 ${admin.generatedPassword}（只显示这一次）`);
    }
    const options = {
      db,
      uploadDir: config.uploadDir,
      timeZone: config.timeZone,
      dryRun: args.dryRun,
      blog: args.blog,
      fetchImages: args.fetchImages,
      maxImageBytes: config.uploadMaxBytes,
    };
    const report: ImportReport = (await isWordPressFile(args.source))
      ? await importWordPress(args.source, options)
      : await importFolder(args.source, options);
    console.log(formatReport(report, args.dryRun));
    return report.failed > 0 ? 1 : 0;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) runCli(main);
