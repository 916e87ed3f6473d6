import { ensureAdmin } from '../db/bootstrap';
import { openUploadStorage, type ObjectStorage } from '../lib/storage';
import { importFolder, type ImportReport } from '../transfer/import-folder';
import { formatReport } from '../transfer/format-report';
import { makeImportedVariants } from '../transfer/import-variants';
import { guardFor } from '../transfer/remote-images';
import { importWordPress, isWordPressFile } from '../transfer/wordpress/import-wxr';
import { openData, openDryRunData, runCli } from './open-data';

const USAGE =
  '用法：npm run import -- <文件夹或 WordPress 导出的 .xml> [--dry-run] [--fetch-images [--allow-private]] [--blog 名字] [--wp-admin 登录名]';

// --allow-private: --fetch-images may then download from the author's own LAN (a NAS, a local
// image host); without it loopback, LAN and reserved addresses are refused (docs/import-export.md).
const HELP_ALLOW_PRIVATE = '  --allow-private  --fetch-images 也下载本机、局域网地址上的图片（默认拒绝）';

interface Args {
  source: string;
  dryRun: boolean;
  fetchImages: boolean;
  allowPrivate: boolean;
  blog?: string;
  wpAdmin?: string;
}

const VALUED = ['--blog', '--wp-admin'] as const;

export function parseArgs(argv: string[]): Args | null {
  const rest: string[] = [];
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const valued = VALUED.find((name) => arg === name || arg.startsWith(`${name}=`));
    if (valued) {
      const value = (arg === valued ? argv[++i] : arg.slice(valued.length + 1))?.trim();
      if (value) values.set(valued, value);
      else if (arg === valued) return null;
    } else if (arg === '--dry-run' || arg === '--fetch-images' || arg === '--allow-private') flags.add(arg);
    else if (arg.startsWith('-')) return null;
    else rest.push(arg);
  }
  if (rest.length !== 1) return null;
  // Allowing private addresses means nothing without downloads: a usage error, not a silent no-op.
  if (flags.has('--allow-private') && !flags.has('--fetch-images')) return null;
  return {
    source: rest[0],
    dryRun: flags.has('--dry-run'),
    fetchImages: flags.has('--fetch-images'),
    allowPrivate: flags.has('--allow-private'),
    blog: values.get('--blog'),
    wpAdmin: values.get('--wp-admin'),
  };
}

/** How often the variants' progress is printed. */
const PROGRESS_EVERY_MS = 5_000;

/**
 * After the text import (its articles already readable): the pictures' AVIF/WebP variants, one at a
 * time. Ctrl-C stops it cleanly; what is not made is made when a page first asks for it, or by
 * `npm run images:convert` (docs/import-export.md "Images").
 */
async function makeVariantsAfterImport(storage: ObjectStorage, names: string[]): Promise<void> {
  if (names.length === 0) return;
  console.log(
    `文章已可阅读。正在为 ${names.length} 张图片生成 AVIF/WebP 版本（可按 Ctrl-C 停止：` +
      '未生成的会在读者打开时补上，也可稍后运行 npm run images:convert）…',
  );
  const stop = new AbortController();
  const onInterrupt = () => stop.abort();
  process.once('SIGINT', onInterrupt);
  let printed = Date.now();
  const run = await makeImportedVariants(storage, names, {
    signal: stop.signal,
    onProgress: ({ done, total }) => {
      if (done < total && Date.now() - printed < PROGRESS_EVERY_MS) return;
      printed = Date.now();
      console.log(`  图片版本 ${done}/${total}`);
    },
  });
  process.off('SIGINT', onInterrupt);
  for (const { name, reason } of run.failed) console.error(`  无法生成 ${name} 的版本：${reason}（页面显示原图）`);
  if (run.stopped) console.log(`已停止：${run.made} 张图片的版本已生成，其余的在读者打开时补上。`);
}

/**
 * npm run import -- <folder | export.xml> [--dry-run] [--fetch-images [--allow-private]] [--blog NAME]
 * [--wp-admin LOGIN]. Exit code 0 when every post was imported (or skipped), 1 when any failed, 2 on
 * a usage error.
 */
async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    console.error(`${USAGE}\n${HELP_ALLOW_PRIVATE}`);
    return 2;
  }
  const { config, db } = args.dryRun ? await openDryRunData() : await openData();
  const storage = openUploadStorage(config);
  let report: ImportReport;
  try {
    if (!args.dryRun) {
      // Imported articles belong to the first admin; a blog never started yet gets one as `npm start` would.
      const admin = await ensureAdmin(db, config.adminPassword);
      if (admin.generatedPassword)
        console.log(`管理员账号已创建：用户名 admin  密码 ${admin.generatedPassword}（只显示这一次）`);
    }
    const options = {
      db,
      storage,
      timeZone: config.timeZone,
      dryRun: args.dryRun,
      blog: args.blog,
      wpAdmin: args.wpAdmin,
      fetchImages: args.fetchImages,
      fetchGuard: guardFor(args.allowPrivate),
      maxImageBytes: config.uploadMaxBytes,
    };
    report = (await isWordPressFile(args.source))
      ? await importWordPress(args.source, options)
      : await importFolder(args.source, options);
    console.log(formatReport(report, args.dryRun));
  } finally {
    await db.destroy();
  }
  // The articles are in and the database closed: a running blog already serves them.
  await makeVariantsAfterImport(storage, report.pendingVariants);
  return report.failed > 0 ? 1 : 0;
}

if (require.main === module) runCli(main);
