import type { FileOutcome, ImportReport } from './report';

const LABEL: Record<FileOutcome['action'], string> = { create: '新建', update: '更新', skip: '跳过', error: '失败' };
const KIND: Record<string, string> = {
  hexo: 'Hexo 站点',
  hugo: 'Hugo 站点',
  jekyll: 'Jekyll 站点',
  folder: '文件夹',
  wordpress: 'WordPress 导出文件',
};
/** How many files a warning group names before it says how many more there are. */
const FILES_SHOWN = 5;

/** Identical warnings, most frequent first, each with the files that had it (docs/import-export.md). */
function warningGroups(outcomes: FileOutcome[]): Array<{ warning: string; files: string[] }> {
  const groups = new Map<string, string[]>();
  for (const o of outcomes)
    for (const warning of new Set(o.warnings)) groups.set(warning, [...(groups.get(warning) ?? []), o.file]);
  return [...groups].map(([warning, files]) => ({ warning, files })).sort((a, b) => b.files.length - a.files.length);
}

/**
 * The import report as printed: one line per file or item (with how many warnings it had), then the
 * warnings grouped by kind with their counts and files, then the totals.
 */
export function formatReport(report: ImportReport, dryRun: boolean): string {
  const lines: string[] = [`来源：${KIND[report.kind] ?? report.kind}（博客：${report.blog}）`];
  for (const o of report.outcomes) {
    const what = o.reason ?? (o.action === 'skip' ? '没有变化' : `《${o.title ?? ''}》`);
    const date = o.dateFrom && o.action !== 'skip' ? `（日期：${o.dateFrom}）` : '';
    const comments = o.comments ? `（评论 ${o.comments} 条）` : '';
    const warned = o.warnings.length ? `（警告 ${o.warnings.length} 条）` : '';
    lines.push(`  ${LABEL[o.action]}  ${o.file}  ${what}${date}${comments}${warned}`);
  }
  const groups = warningGroups(report.outcomes);
  if (groups.length > 0) lines.push(`警告（${groups.length} 种）：`);
  for (const { warning, files } of groups) {
    const more = files.length > FILES_SHOWN ? ` 等 ${files.length} 个文件` : '';
    lines.push(`  ${files.length} × ${warning}`, `      ${files.slice(0, FILES_SHOWN).join('、')}${more}`);
  }
  const verb = dryRun ? '将' : '已';
  const warned = report.outcomes.filter((o) => o.warnings.length > 0).length;
  lines.push(
    `${dryRun ? '试运行（没有写入任何内容）：' : ''}${verb}新建 ${report.created} 篇，${verb}更新 ${report.updated} 篇，` +
      `跳过 ${report.skipped} 个，失败 ${report.failed} 个，有警告 ${warned} 个`,
  );
  return lines.join('\n');
}
