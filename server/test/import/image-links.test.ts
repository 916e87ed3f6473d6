import path from 'node:path';
import { imageLinks, rewriteImageLinks } from '../../src/transfer/image-links';
import { isInside, isRemoteRef, resolveLocalRef, toSourcePath } from '../../src/transfer/paths';

describe('imageLinks / rewriteImageLinks', () => {
  const body = [
    '![a](img/a.png "标题") and ![b](<img/b c.png>)',
    '<img alt="x" src=\'img/c.gif\'> <IMG SRC="https://x.test/d.png">',
    '[logo]: img/logo.png',
    '[site]: https://example.com/',
    '```',
    '![in code](img/code.png)',
    '```',
    'inline `![in code](img/inline.png)` done ![a](img/a.png)',
  ].join('\n');

  it('finds Markdown, HTML and reference images once each, outside code', () => {
    expect(imageLinks(body)).toEqual(['img/a.png', 'img/b c.png', 'img/c.gif', 'https://x.test/d.png', 'img/logo.png']);
  });

  it('rewrites only what the callback maps, keeping titles, quotes and code', () => {
    const out = rewriteImageLinks(body, (url) => (url.startsWith('img/') ? `/uploads/${path.basename(url)}` : null));
    expect(out).toContain('![a](/uploads/a.png "标题")');
    expect(out).toContain('![b](</uploads/b c.png>)');
    expect(out).toContain('src="/uploads/c.gif"');
    expect(out).toContain('SRC="https://x.test/d.png"');
    expect(out).toContain('[logo]: /uploads/logo.png');
    expect(out).toContain('[site]: https://example.com/');
    expect(out).toContain('![in code](img/code.png)');
    expect(out).toContain('`![in code](img/inline.png)` done ![a](/uploads/a.png)');
  });

  it('leaves a body without images byte for byte', () => {
    const text = '# 标题\n\n正文 `code`\n\n```js\nconst a = 1;\n```\n';
    expect(rewriteImageLinks(text, () => 'x')).toBe(text);
  });
});

describe('path containment', () => {
  const root = path.resolve('/blog');

  it('isInside accepts the folder and below, refuses parents and siblings', () => {
    expect(isInside(root, root)).toBe(true);
    expect(isInside(root, path.join(root, 'a/b.md'))).toBe(true);
    expect(isInside(root, path.join(root, '..foo'))).toBe(true);
    expect(isInside(root, path.resolve('/blog2/x.md'))).toBe(false);
    expect(isInside(root, path.resolve('/x.md'))).toBe(false);
  });

  it('resolveLocalRef resolves relative and root-absolute refs, refusing escapes', () => {
    const dir = path.join(root, 'posts');
    expect(resolveLocalRef(root, dir, 'img/a.png')).toBe(path.join(dir, 'img/a.png'));
    expect(resolveLocalRef(root, dir, '../images/%E6%A2%85.png?v=1#x')).toBe(path.join(root, 'images/梅.png'));
    expect(resolveLocalRef(root, dir, '/images/a.png')).toBe(path.join(root, 'images/a.png'));
    expect(resolveLocalRef(root, dir, '../../etc/passwd')).toBeNull();
    expect(resolveLocalRef(root, dir, '/../../etc/passwd')).toBeNull();
  });

  it('isRemoteRef leaves URLs with a scheme, protocol-relative ones and anchors alone', () => {
    expect(['https://a/b.png', 'data:image/png;base64,xx', '//cdn/x.png', '#top'].every(isRemoteRef)).toBe(true);
    expect(isRemoteRef('img/a.png')).toBe(false);
  });

  it('toSourcePath uses forward slashes', () => {
    expect(toSourcePath(root, path.join(root, 'a', '中文.md'))).toBe('a/中文.md');
  });
});
