import MarkdownIt from 'markdown-it';
import imageFigures from 'markdown-it-image-figures';
import sub from 'markdown-it-sub';
import sup from 'markdown-it-sup';
import taskLists from 'markdown-it-task-lists';
import { renderCodeBlock } from './code-block';
import { MATH_INLINE, mathPlugin } from './math';

/** What one render collects and chooses (markdown-it hands `env` to every rule). */
export interface RenderEnv {
  /** `page`: the reader's article page (md-editor-rt's markup); `feed`: plain markup for feed readers. */
  target: 'page' | 'feed';
  /** The Markdown headings in document order, for the table of contents. */
  headings: { level: number; text: string }[];
  /** Typeset formulas, put in after sanitising (math.ts insertMath). */
  math: string[];
}

type Token = ReturnType<MarkdownIt['parse']>[number];

/** The DOM id of the n-th heading (from 1), the TOC's anchor (docs/behaviour.md §9.1). */
export const headingId = (position: number): string => `heading-${position}`;

function inlineText(token: Token | undefined): string {
  return (token?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline' || child.type === MATH_INLINE)
    .map((child) => child.content)
    .join('');
}

/**
 * The one Markdown parser of the server: articles on the page, in feeds and as plain-text
 * descriptions read the same syntax. It is md-editor-rt's set (the editor's preview): raw HTML
 * allowed (sanitised afterwards, sanitize.ts), line breaks kept, bare links linked, `~sub~`,
 * `^sup^`, task lists, and standalone images as figures with the zoom class the page looks for;
 * TeX between `$`, `$$`, `\(…\)` or `\[…\]` is typeset on the server (math.ts).
 */
export function createMarkdown(): MarkdownIt {
  const md = new MarkdownIt({ html: true, breaks: true, linkify: true });
  md.use(imageFigures, { figcaption: true, classes: 'md-zoom' });
  md.use(sub);
  md.use(sup);
  md.use(taskLists);
  md.use(mathPlugin);
  md.renderer.rules.heading_open = (tokens, index, options, env: RenderEnv, self) => {
    const token = tokens[index];
    env.headings.push({ level: Number(token.tag.slice(1)), text: inlineText(tokens[index + 1]) });
    token.attrSet('id', headingId(env.headings.length));
    return self.renderToken(tokens, index, options);
  };
  md.renderer.rules.fence = (tokens, index, _options, env: RenderEnv) =>
    renderCodeBlock(tokens[index], env.target, md.utils.escapeHtml);
  md.renderer.rules.code_block = md.renderer.rules.fence;
  return md;
}

export const markdown = createMarkdown();
