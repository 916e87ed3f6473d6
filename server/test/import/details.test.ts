import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { importedTitle } from '../../src/transfer/html-text';
import { fillLinkedImageAlts } from '../../src/transfer/image-links';
import { readPost } from '../../src/transfer/read-post';
import { wordpressBody } from '../../src/transfer/wordpress/wp-body';

// docs/import-export.md: titles are plain text, WordPress code keeps its language, linked images
// are named.
describe('titles written as HTML', () => {
  it('drops HTML tags and decodes entities, keeping other angle brackets', () => {
    expect(importedTitle('Tom &amp; Jerry')).toBe('Tom & Jerry');
    expect(importedTitle('<code>git rebase</code> 入门 &#x4e2d;&eacute;')).toBe('git rebase 入门 中é');
    expect(importedTitle('C++ 中 vector<int> 与 Map<K, V>')).toBe('C++ 中 vector<int> 与 Map<K, V>');
    expect(importedTitle('&lt;script&gt; 标签')).toBe('<script> 标签');
  });

  it('a Markdown post’s title is read as plain text', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'title-'));
    const file = path.join(dir, 'post.md');
    await fs.writeFile(file, '---\ntitle: "<em>Rust</em> &amp; WebAssembly"\ndate: 2020-01-01\n---\n正文\n');
    const result = await readPost(
      file,
      'post.md',
      { kind: 'folder', contentDir: dir, siteRoots: [dir], config: {} },
      'UTC',
    );
    expect(result.kind === 'post' && result.read.post.title).toBe('Rust & WebAssembly');
  });
});

describe('WordPress code blocks with a language', () => {
  it('become fenced code in that language, the HTML around them kept', () => {
    const source = [
      '<p>看代码：</p>',
      '<pre lang="php">&lt;?php echo "a &amp; b"; ?&gt;',
      '',
      '$x = 1;</pre>',
      '<pre class="brush: js; gutter: false">let a = 1 &lt; 2;</pre>',
      '<!-- wp:code --><pre class="wp-block-code"><code class="language-bash">ls -l</code></pre><!-- /wp:code -->',
      '<pre>plain &lt;pre&gt;</pre>',
      '',
      '结束',
    ].join('\n');
    const { markdown } = wordpressBody(source);
    expect(markdown).toContain('```php\n<?php echo "a & b"; ?>\n\n$x = 1;\n```');
    expect(markdown).toContain('```php\n<?php echo "a & b"; ?>\n\n$x = 1;\n```\n\n```js\nlet a = 1 < 2;\n```');
    expect(markdown).toContain('```bash\nls -l\n```');
    expect(markdown).toContain('<pre>plain &lt;pre&gt;</pre>');
    expect(markdown).toMatch(/^<p>看代码：<\/p>\n\n```php/);
    expect(markdown).toMatch(/<p>结束<\/p>$/);
  });
});

describe('linked images with an empty alt', () => {
  it('take the image title, else its file name; unlinked and named images stay', () => {
    const body = [
      '[![](img/sunset%20beach.png)](https://example.com/a)',
      '[![](<img/b c.jpg> "海边日落")](https://example.com/b)',
      '<a href="/big.png"><img src="/photos/cat.jpg" alt=""></a>',
      '<a href="/x"><img title="Tom &amp; Jerry" src="/p.png"/></a>',
      '![](img/alone.png) [![有名字](img/n.png)](https://example.com)',
      '```',
      '[![](img/code.png)](https://example.com)',
      '```',
    ].join('\n');
    const out = fillLinkedImageAlts(body).split('\n');
    expect(out[0]).toBe('[![sunset beach](img/sunset%20beach.png)](https://example.com/a)');
    expect(out[1]).toBe('[![海边日落](<img/b c.jpg> "海边日落")](https://example.com/b)');
    expect(out[2]).toBe('<a href="/big.png"><img src="/photos/cat.jpg" alt="cat"></a>');
    expect(out[3]).toBe('<a href="/x"><img title="Tom &amp; Jerry" src="/p.png" alt="Tom &amp; Jerry"/></a>');
    expect(out[4]).toBe('![](img/alone.png) [![有名字](img/n.png)](https://example.com)');
    expect(out[6]).toBe('[![](img/code.png)](https://example.com)');
  });
});
