import type { FileOutcome, ImportReport } from './report';

const LABEL: Record<FileOutcome['action'], string> = { create: '新建', update: '更新', skip: '跳过', error: '失败' };
const KIND: Record<string, string> = {
  hexo: 'Hexo 站点',
  hugo: 'Hugo 站点',
  folder: '文件夹',
  wordpress: 'WordPress 导出文件',
};

/** The import report as printed: one line per file or item, its warnings under it, then the totals. */
export function formatReport(report: ImportReport, dryRun: boolean): string {
  const lines: string[] = [`来源：${KIND[report.kind] ?? report.kind}（博客：${report.blog}）`];
  for (const o of report.outcomes) {
    const what = o.reason ?? (o.action === 'skip' ? '没有变化' : `《${o.title ?? ''}》`);
    const date = o.dateFrom && o.action !== 'skip' ? `（日期：${o.dateFrom}）` : '';
    const comments = o.comments ? `（评论 ${o.comments} 条）` : '';
    lines.push(`  ${LABEL[o.action]}  ${o.file}  ${what}${date}${comments}`);
    for (const warning of o.warnings) lines.push(`        警告：${warning}`);
  }
  const verb = dryRun ? '将' : '已';
  const warned = report.outcomes.filter((o) => o.warnings.length > 0).length;
  lines.push(
    `${dryRun ? '试运行（没有写入任何内容）：' : ''}${verb}新建 ${report.created} 篇，${verb}更新 ${report.updated} 篇，` +
      `跳过 ${report.skipped} 个，失败 ${report.failed} 个，有警告 ${warned} 个`,
  );
  return lines.join('\n');
}
