import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const FIXTURE = path.join(__dirname, '..', 'fixtures', 'import-blog');

/**
 * A 1×1 PNG that is NOT in the fixture: what a `../` link or a symlink would leak if followed. It
 * decodes, so refusing it is about where it is, never about its bytes (imports check pictures whole).
 */
export const OUTSIDE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWMoX2UMAALwAVXSjq3aAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * The fixture copied into a temp dir, plus what git cannot hold well: a Markdown symlink and a
 * folder symlink pointing out of the folder, a secret beside it and the PNG a `../` link reaches.
 */
export function prepareBlog(): { root: string; blog: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-import-'));
  const blog = path.join(root, 'blog');
  fs.cpSync(FIXTURE, blog, { recursive: true });
  fs.writeFileSync(path.join(root, 'outside.png'), OUTSIDE_PNG);
  fs.writeFileSync(path.join(root, 'secret.md'), '---\ntitle: 秘密\n---\n不该被导入的内容\n');
  fs.mkdirSync(path.join(root, 'elsewhere'));
  fs.writeFileSync(path.join(root, 'elsewhere', 'other.md'), '---\ntitle: 别处\n---\n别处的文章\n');
  fs.symlinkSync(path.join(root, 'secret.md'), path.join(blog, '偷看.md'));
  fs.symlinkSync(path.join(root, 'elsewhere'), path.join(blog, '外部目录'));
  // A symlink that stays inside is followed like the file it names.
  fs.symlinkSync(path.join(blog, 'images'), path.join(blog, 'posts', 'img-link'));
  return { root, blog };
}
