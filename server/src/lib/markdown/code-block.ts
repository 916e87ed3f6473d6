import hljs from 'highlight.js';

type Escape = (text: string) => string;

/** md-editor-rt's rule: blocks this long start folded (its `autoFoldThreshold`). */
const FOLD_FROM_LINES = 30;
/** What the copy button says (md-editor-rt's zh-CN text, kept so the themes' CSS and readers see the same). */
const COPY_TEXT = '复制代码';

interface FenceToken {
  info: string;
  content: string;
}

/** The highlighted code, or the escaped text when the language is unknown (never guessed). */
function highlight(code: string, language: string, escape: Escape): string {
  if (language && hljs.getLanguage(language)) {
    return hljs.highlight(code, { language, ignoreIllegals: true }).value;
  }
  return escape(code);
}

const SPAN = /<span[^>]*>|<\/span>/g;

/**
 * highlight.js output cut into lines; a token spanning lines (a block comment) is closed at the end
 * of each line and reopened on the next, so every line is well-formed markup of its own.
 */
export function splitHighlightedLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  for (const raw of html.replace(/\n$/, '').split('\n')) {
    const line = open.join('') + raw;
    for (const tag of raw.match(SPAN) ?? []) {
      if (tag === '</span>') open.pop();
      else open.push(tag);
    }
    lines.push(line + '</span>'.repeat(open.length));
  }
  return lines;
}

/** md-editor-rt's numbered lines (`.md-editor-code-line`), which its preview themes lay out. */
function numberedLines(lines: string[]): string {
  const width = `${String(lines.length).length + 1.5}ch`;
  const rows = lines
    .map(
      (line, index) =>
        `<span class="md-editor-code-line md-editor-code-line-numbered"><span rn-wrapper aria-hidden="true" data-line-number="${index + 1}"></span><span class="md-editor-code-line-content">${line}</span></span>`,
    )
    .join('');
  return `<span class="md-editor-code-block-lines" style="--md-code-line-number-width: ${width};">${rows}</span>`;
}

/** The class of a diagram's source block (the page's CSS and the sanitiser know it). */
export const DIAGRAM_SOURCE_CLASS = 'diagram-source';
/** Its label: what the block is and that it holds the source (docs/import-export.md "Math and diagrams"). */
const DIAGRAM_SOURCE_LABEL = 'Mermaid 图表（源码）';

/**
 * A ```mermaid fence: drawing it on the server needs a headless browser (docs/performance.md
 * "Diagrams"), so the reader gets its source, labelled, folded, and unfolded on demand.
 */
function diagramSource(content: string, escape: Escape): string {
  return (
    `<details class="${DIAGRAM_SOURCE_CLASS}"><summary>${DIAGRAM_SOURCE_LABEL}</summary>` +
    `<pre><code class="language-mermaid">${escape(content)}</code></pre></details>\n`
  );
}

/**
 * A fenced or indented code block. On the page it has md-editor-rt's markup (a foldable
 * `<details>` with the three dots, the language and the copy button) so the preview and code themes
 * style it as before; the head holds only phrasing elements (`<span>`), as `<summary>` requires.
 * Feed readers get the plain `<pre><code>`.
 */
export function renderCodeBlock(token: FenceToken, target: 'page' | 'feed', escape: Escape): string {
  const language = token.info.trim().split(/\s+/)[0] ?? '';
  const lang = escape(language);
  const codeClass = lang ? ` class="language-${lang}"` : '';
  if (language.toLowerCase() === 'mermaid') return diagramSource(token.content, escape);
  // Feed readers have none of the code themes' styles: the text alone.
  if (target === 'feed') return `<pre><code${codeClass}>${escape(token.content)}</code></pre>\n`;
  const lines = splitHighlightedLines(highlight(token.content, language, escape));
  const open = lines.length < FOLD_FROM_LINES ? ' open=""' : '';
  return (
    `<details class="md-editor-code"${open}><summary class="md-editor-code-head">` +
    '<span class="md-editor-code-flag"><span></span><span></span><span></span></span>' +
    `<span class="md-editor-code-action"><span class="md-editor-code-lang">${lang}</span>` +
    `<span class="md-editor-copy-button" data-tips="${COPY_TEXT}">${COPY_TEXT}</span>` +
    '<span class="md-editor-collapse-tips"><span class="md-editor-iconfont" aria-hidden="true">‹</span></span>' +
    `</span></summary><pre><code${codeClass}>${numberedLines(lines)}</code></pre></details>\n`
  );
}
