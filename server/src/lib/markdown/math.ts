import katex from 'katex';
import type MarkdownIt from 'markdown-it';
import { sanitizeMathHtml } from './math-policy';

type StateBlock = MarkdownIt.StateBlock;
type StateInline = MarkdownIt.StateInline;

// TeX in articles (docs/import-export.md "Math and diagrams"): `$…$`, `$$…$$`, `\(…\)` and `\[…\]`
// are taken out of the Markdown before it is parsed (so `\{`, `~`, `_` and `*` reach KaTeX as
// written) and typeset on the server. The page gets KaTeX's HTML with its MathML; feed readers,
// which have no KaTeX sheet, the MathML alone. No script runs in the reader's browser. The render
// leaves a placeholder where each formula goes; the formulas, sanitised by their own policy
// (math-policy.ts), are put in after the article's sanitiser ran (insertMath).

export const MATH_INLINE = 'math_inline';
export const MATH_BLOCK = 'math_block';

/** The kind of output: the page's (HTML for its sheet, MathML for assistive tools) or the feed's. */
export function typeset(tex: string, displayMode: boolean, target: 'page' | 'feed'): string {
  return katex.renderToString(tex, {
    displayMode,
    output: target === 'page' ? 'htmlAndMathml' : 'mathml',
    // A mistake shows the TeX in red instead of failing the article; \href, \url and \includegraphics
    // are refused (trust false), and nothing is limited by KaTeX's strict warnings.
    throwOnError: false,
    trust: false,
    strict: 'ignore',
    maxExpand: 1000,
  });
}

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);

/** TeX's own signs: a span holding one is a formula even when written loosely. */
const TEX_SIGN = /[\\^_={}()]/;

/**
 * Where the single `$` opened at `start` closes, by Pandoc's rule (which most blog engines' math
 * plugins follow): the opening `$` has a non-space right after it, the closing one a non-space
 * right before it and no digit right after it. TeX never holds a bare `$`, so one that cannot close
 * ends the attempt — "$5 and $10" stays text. MathJax blogs also write `$nP = \lambda $`: a space
 * before the closing `$` is allowed when the span holds a TeX sign and does not start with a digit
 * (so "$PATH and $HOME" and prices stay text). -1 when it does not close.
 */
function closingDollar(src: string, start: number, max: number): number {
  if (isSpace(src[start + 1])) return -1;
  for (let pos = start + 1; pos < max; pos += 1) {
    const char = src[pos];
    if (char === '\\') pos += 1;
    // A blank line ends the paragraph, a backtick opens code: neither is inside a formula.
    else if ((char === '\n' && src[pos + 1] === '\n') || char === '`') return -1;
    else if (char === '$') {
      if (pos === start + 1 || /\d/.test(src[pos + 1] ?? '')) return -1;
      const tex = src.slice(start + 1, pos);
      const loose = isSpace(src[pos - 1]) && TEX_SIGN.test(tex) && !/^\d/.test(tex);
      return !isSpace(src[pos - 1]) || loose ? pos : -1;
    }
  }
  return -1;
}

/** The end of `close` after `from` (unescaped), or -1. */
function findClose(src: string, from: number, max: number, close: string): number {
  for (let pos = from; pos <= max - close.length; pos += 1) {
    if (src[pos] === '\\' && close !== '\\)' && close !== '\\]') {
      pos += 1;
      continue;
    }
    if (src.startsWith(close, pos)) return pos;
  }
  return -1;
}

const DELIMITERS: { open: string; close: string; display: boolean }[] = [
  { open: '$$', close: '$$', display: true },
  { open: '\\(', close: '\\)', display: false },
  { open: '\\[', close: '\\]', display: true },
];

function mathInline(state: StateInline, silent: boolean): boolean {
  const { src, pos, posMax } = state;
  let tex: string | null = null;
  let display = false;
  let end = -1;
  const pair = DELIMITERS.find((d) => src.startsWith(d.open, pos));
  if (pair) {
    const close = findClose(src, pos + pair.open.length, posMax, pair.close);
    if (close < 0) return false;
    tex = src.slice(pos + pair.open.length, close);
    display = pair.display;
    end = close + pair.close.length;
  } else if (src[pos] === '$') {
    const close = closingDollar(src, pos, posMax);
    if (close < 0) return false;
    tex = src.slice(pos + 1, close);
    end = close + 1;
  }
  if (tex === null || !tex.trim()) return false;
  // `\[1\]` mid-text is an escaped reference mark, not math: inline `\[…\]` must look like TeX.
  if (pair?.open === '\\[' && !/[\\^_=+]/.test(tex)) return false;
  if (!silent) {
    const token = state.push(MATH_INLINE, 'math', 0);
    token.content = tex;
    token.markup = display ? '$$' : '$';
  }
  state.pos = end;
  return true;
}

/** The fences a display block may use; `\[` on a line of its own (a reference like `\[1\]` mid-text is not math). */
const BLOCK_FENCES = [
  { open: '$$', close: '$$' },
  { open: '\\[', close: '\\]' },
];

function mathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const lineText = (line: number) => state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]);
  // Four spaces in is a code block (markdown-it's own rule).
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  const first = lineText(startLine);
  const fence = BLOCK_FENCES.find((f) => first.startsWith(f.open));
  if (!fence) return false;
  const rest = first.slice(fence.open.length);
  let lines: string[];
  let last = startLine;
  if (rest.trimEnd().endsWith(fence.close) && rest.trim().length > fence.close.length - 1) {
    // One line: `$$ x $$`; anything after the closing fence makes it a paragraph's inline math.
    lines = [rest.trimEnd().slice(0, -fence.close.length)];
  } else {
    if (rest.includes(fence.close)) return false;
    lines = [rest];
    for (last = startLine + 1; ; last += 1) {
      if (last >= endLine) return false;
      if (state.sCount[last] < state.blkIndent) return false;
      const text = lineText(last);
      if (text.trimEnd().endsWith(fence.close)) {
        lines.push(text.trimEnd().slice(0, -fence.close.length));
        break;
      }
      lines.push(text);
    }
  }
  const tex = lines.join('\n');
  if (!tex.trim()) return false;
  if (silent) return true;
  const token = state.push(MATH_BLOCK, 'math', 0);
  token.block = true;
  token.content = tex;
  token.map = [startLine, last + 1];
  token.markup = fence.open;
  state.line = last + 1;
  return true;
}

/** What the math rules need of the render's env (parser.ts RenderEnv). */
interface MathEnv {
  target: 'page' | 'feed';
  /** The typeset formulas, by the index their placeholder names. */
  math: string[];
}

/** Private-use characters: no text an author types is taken for a placeholder by accident. */
const placeholder = (index: number) => `\uE000${index}\uE001`;
const PLACEHOLDER = /\uE000(\d+)\uE001/g;

function keep(env: MathEnv, tex: string, display: boolean): string {
  return placeholder(env.math.push(typeset(tex, display, env.target)) - 1);
}

/** The sanitised article with each placeholder replaced by its formula, sanitised by the math policy. */
export function insertMath(html: string, env: MathEnv): string {
  if (env.math.length === 0) return html;
  return html.replace(PLACEHOLDER, (found, index: string) => {
    const formula = env.math[Number(index)];
    return formula === undefined ? found : sanitizeMathHtml(formula);
  });
}

/** The rules and their rendering. */
export function mathPlugin(md: MarkdownIt): void {
  md.block.ruler.before('fence', MATH_BLOCK, mathBlock, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  // Before `escape`, so `\(` and `\[` open math rather than print a bracket.
  md.inline.ruler.before('escape', MATH_INLINE, mathInline);
  md.renderer.rules[MATH_INLINE] = (tokens, index, _options, env: MathEnv) =>
    keep(env, tokens[index].content, tokens[index].markup === '$$');
  md.renderer.rules[MATH_BLOCK] = (tokens, index, _options, env: MathEnv) =>
    `${keep(env, tokens[index].content, true)}\n`;
}
