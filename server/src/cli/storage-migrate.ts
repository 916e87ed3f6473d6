import { loadConfig } from '../config';
import { closeStorage, migrateObjects, migrationAreasOf, type MigrationReport } from '../lib/storage';
import { runCli } from './open-data';

const USAGE = '用法：npm run storage:migrate -- --to s3|local [--dry-run]';

export interface MigrateArgs {
  to: 's3' | 'local';
  dryRun: boolean;
}

/** `--to s3|local [--dry-run]`, in any order; null for anything else. */
export function parseMigrateArgs(argv: string[]): MigrateArgs | null {
  let to: string | null = null;
  let dryRun = false;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--dry-run') dryRun = true;
    else if (argv[i] === '--to') to = argv[++i] ?? null;
    else if (argv[i].startsWith('--to=')) to = argv[i].slice('--to='.length);
    else return null;
  }
  return to === 's3' || to === 'local' ? { to, dryRun } : null;
}

/** One report per area: the uploads and the music library. */
export type MigrationReports = Record<'uploads' | 'music', MigrationReport>;

/**
 * The run itself, for the command and its test: copies UPLOAD_DIR and MUSIC_DIR into the bucket's
 * `uploads/` and `music/`, or back, one area after the other.
 */
export async function runMigration(args: MigrateArgs, env: NodeJS.ProcessEnv): Promise<MigrationReports> {
  const areas = migrationAreasOf(loadConfig(env), env);
  try {
    const reports: Partial<MigrationReports> = {};
    for (const { name, local, bucket } of areas) {
      const [from, to] = args.to === 's3' ? [local, bucket] : [bucket, local];
      reports[name] = await migrateObjects(from, to, { dryRun: args.dryRun });
    }
    return reports as MigrationReports;
  } finally {
    for (const { bucket } of areas) closeStorage(bucket);
  }
}

const TARGETS = {
  s3: { uploads: '存储桶 uploads/', music: '存储桶 music/' },
  local: { uploads: '本地上传目录', music: '本地音乐目录' },
};

/**
 * npm run storage:migrate (docs/deploy.md "Object storage"): exit 0 when every object is at the
 * destination and verified, 1 when some failed (run it again: it resumes), 2 on a usage error.
 */
async function main(): Promise<number> {
  const args = parseMigrateArgs(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const started = Date.now();
  const reports = await runMigration(args, process.env);
  const seconds = Math.max((Date.now() - started) / 1000, 0.001);
  const verb = args.dryRun ? '将复制' : '已复制并校验';
  let failed = 0;
  for (const [name, report] of Object.entries(reports) as [keyof MigrationReports, MigrationReport][]) {
    console.log(
      `${verb} ${report.copied} 个文件（${(report.bytes / 1024 / 1024).toFixed(1)} MB）到${TARGETS[args.to][name]}，` +
        `${report.skipped} 个已存在且一致`,
    );
    for (const { key, reason } of report.failed) console.error(`  失败 ${name}/${key}：${reason}`);
    failed += report.failed.length;
  }
  console.log(`用时 ${seconds.toFixed(1)} 秒`);
  if (failed > 0) console.error('有文件未完成：再次运行同一命令会从中断处继续。');
  return failed > 0 ? 1 : 0;
}

if (require.main === module) runCli(main);
