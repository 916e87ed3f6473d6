import { formatReport } from '../../src/transfer/format-report';
import type { FileOutcome, ImportReport } from '../../src/transfer/report';

// docs/import-export.md "Errors and exit code": one line per file, the warnings grouped at the end
// with a count per kind, then the totals.
const tag = '未转换的 Hugo 短代码 {{< vimeo >}}（保持原样）';
const image = '图片 a.png 不存在（链接保持原样）';
const outcome = (file: string, warnings: string[]): FileOutcome => ({ file, action: 'create', title: file, warnings });

function report(outcomes: FileOutcome[]): ImportReport {
  return {
    kind: 'jekyll',
    blog: 'example.net',
    outcomes,
    created: outcomes.length,
    updated: 0,
    skipped: 0,
    failed: 0,
    pendingVariants: [],
  };
}

describe('the import report', () => {
  it('gives each file one line and groups the warnings at the end, most frequent first', () => {
    const files = Array.from({ length: 7 }, (_, i) => outcome(`_posts/p${i}.md`, [tag]));
    const text = formatReport(report([...files, outcome('_posts/img.md', [image, tag])]), false);
    const lines = text.split('\n');
    expect(lines[0]).toBe('来源：Jekyll 站点（博客：example.net）');
    expect(lines[1]).toBe('  新建  _posts/p0.md  《_posts/p0.md》（警告 1 条）');
    expect(lines[8]).toBe('  新建  _posts/img.md  《_posts/img.md》（警告 2 条）');
    expect(lines.slice(9)).toEqual([
      '警告（2 种）：',
      `  8 × ${tag}`,
      '      _posts/p0.md、_posts/p1.md、_posts/p2.md、_posts/p3.md、_posts/p4.md 等 8 个文件',
      `  1 × ${image}`,
      '      _posts/img.md',
      '已新建 8 篇，已更新 0 篇，跳过 0 个，失败 0 个，有警告 8 个',
    ]);
  });

  it('has no warnings block when nothing was warned about', () => {
    expect(formatReport(report([outcome('a.md', [])]), true).split('\n')).toEqual([
      '来源：Jekyll 站点（博客：example.net）',
      '  新建  a.md  《a.md》',
      '试运行（没有写入任何内容）：将新建 1 篇，将更新 0 篇，跳过 0 个，失败 0 个，有警告 0 个',
    ]);
  });
});
