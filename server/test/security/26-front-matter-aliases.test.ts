import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { articleRowsQuery } from '../../src/transfer/article-rows';
import { importFolder } from '../../src/transfer/import-folder';
import { useTestApp } from '../helpers';

/**
 * Attack 26: half a kilobyte of YAML aliases in a post's front matter (`a: &l0 [x, x…]`, each level
 * ten references to the one before, `tags: *l8`) stands for 10⁹ tag names: the importer spent 60–110 s
 * and 2 GB before failing. Front matter is now measured as if expanded and refused on its line, at
 * once; the other files import (docs/security.md "Imported files").
 */
const bomb = (levels: number, opening = '---\n') =>
  [
    `${opening}title: 炸弹`,
    'a: &l0 [x, x, x, x, x, x, x, x, x, x]',
    ...Array.from({ length: levels }, (_, i) => `l${i + 1}: &l${i + 1} [${Array(10).fill(`*l${i}`).join(', ')}]`),
    `tags: *l${levels}`,
    '---',
    '正文',
    '',
  ].join('\n');

describe('front matter alias bombs', () => {
  const ctx = useTestApp();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-aliases-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses the bomb and an over-long tag list on their lines; aliases in a normal file still import', async () => {
    fs.writeFileSync(path.join(dir, 'bomb.md'), bomb(8));
    expect(fs.statSync(path.join(dir, 'bomb.md')).size).toBeLessThan(600);
    fs.writeFileSync(path.join(dir, 'small-bomb.md'), bomb(4));
    // Hexo's front matter without an opening `---` goes through the same check.
    fs.writeFileSync(path.join(dir, 'open-bomb.md'), bomb(8, ''));
    const many = Array.from({ length: 101 }, (_, i) => `t${i}`).join(', ');
    fs.writeFileSync(path.join(dir, 'many-tags.md'), `---\ntitle: 标签太多\ntags: [${many}]\n---\n正文\n`);
    fs.writeFileSync(
      path.join(dir, 'aliases.md'),
      '---\ntitle: 别名\nplace: &p 山\ntags: [*p, 水, *p]\ncategories: [*p]\n---\n正文\n',
    );
    const report = await importFolder(dir, {
      db: ctx.db,
      storage: ctx.app.storage,
      timeZone: 'Asia/Shanghai',
      dryRun: false,
    });
    const reasons = Object.fromEntries(report.outcomes.map((o) => [o.file, o.reason]));
    const expanded = 'front matter 无法解析：展开 YAML 别名（*引用）后超过 10000 个值，已拒绝';
    expect(reasons).toEqual({
      'aliases.md': undefined,
      'bomb.md': expanded,
      'many-tags.md': 'front matter 无法解析：tags 超过 100 个名字，已拒绝',
      'open-bomb.md': expanded,
      'small-bomb.md': expanded,
    });
    expect(report).toMatchObject({ created: 1, failed: 4 });
    const row = await articleRowsQuery(ctx.db).where('a.source_path', '=', 'aliases.md').executeTakeFirstOrThrow();
    expect(row.category_name).toBe('山');
    const tags = await ctx.db
      .selectFrom('article_tag as at')
      .innerJoin('tags as t', 't.id', 'at.tag_id')
      .where('at.article_id', '=', row.id)
      .select('t.tag_name')
      .execute();
    expect(tags.map((t) => t.tag_name).sort()).toEqual(['山', '水']);
  });
});
