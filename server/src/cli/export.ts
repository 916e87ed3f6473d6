import { openUploadStorage } from '../lib/storage';
import { exportFolder } from '../transfer/export-folder';
import { openData, runCli } from './open-data';

/** Password-protected articles are exported only with this flag (docs/behaviour.md §11.4). */
const INCLUDE_PROTECTED = '--include-protected';

/**
 * npm run export -- <folder> [--include-protected]: every article as Markdown with its images. Exit 0,
 * or 2 on a usage error.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const includeProtected = args.includes(INCLUDE_PROTECTED);
  const folders = args.filter((arg) => arg !== INCLUDE_PROTECTED);
  if (folders.length !== 1 || folders[0].startsWith('-')) {
    console.error(`用法：npm run export -- <文件夹> [${INCLUDE_PROTECTED}]`);
    return 2;
  }
  const { config, db } = await openData();
  try {
    const report = await exportFolder(folders[0], { db, storage: openUploadStorage(config), includeProtected });
    console.log(`已导出 ${report.articles} 篇文章、${report.images} 张图片到 ${folders[0]}`);
    if (report.protectedSkipped > 0)
      console.log(`  ${report.protectedSkipped} 篇受密码保护的文章未导出（加 ${INCLUDE_PROTECTED} 一并导出）`);
    for (const url of report.missing) console.log(`  警告：图片 ${url} 已不在上传目录中，链接保持原样`);
    return 0;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) runCli(main);
