import { openUploadStorage } from '../lib/storage';
import { exportFolder } from '../transfer/export-folder';
import { openData, runCli } from './open-data';

/** npm run export -- <folder>: every article as Markdown with its images. Exit 0, or 2 on a usage error. */
async function main(): Promise<number> {
  const folders = process.argv.slice(2);
  if (folders.length !== 1 || folders[0].startsWith('-')) {
    console.error('用法：npm run export -- <文件夹>');
    return 2;
  }
  const { config, db } = await openData();
  try {
    const report = await exportFolder(folders[0], { db, storage: openUploadStorage(config) });
    console.log(`已导出 ${report.articles} 篇文章、${report.images} 张图片到 ${folders[0]}`);
    for (const url of report.missing) console.log(`  警告：图片 ${url} 已不在上传目录中，链接保持原样`);
    return 0;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) runCli(main);
