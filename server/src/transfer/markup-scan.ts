/**
 * Helpers shared by the Hexo tag and Hugo shortcode converters (docs/import-export.md, Tags and
 * shortcodes): walking the prose of a Markdown body while leaving fenced code and inline code
 * alone (a post that shows `{% raw %}` in code shows it, it does not use it), and reading the
 * arguments of a tag.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Calls `edit` on each run of lines outside fenced code blocks and joins the result. */
export function mapOutsideFences(markdown: string, edit: (prose: string) => string): string {
  const out: string[] = [];
  let prose: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (prose.length) out.push(edit(prose.join('\n')));
    prose = [];
  };
  for (const line of markdown.split('\n')) {
    const opener = FENCE.exec(line)?.[1];
    if (fence === null && opener) {
      flush();
      fence = opener;
      out.push(line);
    } else if (fence !== null) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length && !line.trim().slice(opener.length))
        fence = null;
      out.push(line);
    } else prose.push(line);
  }
  flush();
  return out.join('\n');
}

/** An inline code span (not across a blank line): matched first by the scanners so tags inside stay. */
export const CODE_SPAN = String.raw`(\`+)(?:[^\`\n]|\n(?![ \t]*\n))*?\1`;

export interface TagArgs {
  /** Arguments in order, quotes removed (`key=value` and `key:value` pairs not included). */
  positional: string[];
  /** Whether each positional argument was quoted (Hexo's "title text" "alt text"). */
  quoted: boolean[];
  /** Hugo's key="value" and Hexo's key:value options (lang:js, line_number:false). */
  named: Record<string, string>;
}

const ARG = /([\w-]+)\s*=\s*("(?:[^"\\]|\\.)*"|'[^']*'|`[^`]*`|\S+)|"((?:[^"\\]|\\.)*)"|'([^']*)'|`([^`]*)`|(\S+)/g;
const unquote = (text: string) => (/^(["'`]).*\1$/s.test(text) ? text.slice(1, -1).replace(/\\(["\\])/g, '$1') : text);

/** Splits tag arguments: quoted strings, key=value (Hugo), key:value for the given Hexo option names. */
export function parseArgs(text: string, colonOptions: readonly string[] = []): TagArgs {
  const args: TagArgs = { positional: [], quoted: [], named: {} };
  for (const m of text.matchAll(ARG)) {
    if (m[1] !== undefined) {
      args.named[m[1].toLowerCase()] = unquote(m[2]);
      continue;
    }
    const bare = m[6];
    const option = bare === undefined ? null : /^([a-z_]+):(.*)$/i.exec(bare);
    if (option && colonOptions.includes(option[1].toLowerCase())) {
      args.named[option[1].toLowerCase()] = option[2];
      continue;
    }
    args.positional.push(m[3] ?? m[4] ?? m[5] ?? bare ?? '');
    args.quoted.push(bare === undefined);
  }
  return args;
}

/** Markdown for an image; the URL in <…> when it holds spaces or parentheses. */
export function markdownImage(alt: string, url: string, title = ''): string {
  const target = /[\s()]/.test(url) ? `<${url}>` : url;
  const titlePart = title ? ` "${title.replace(/"/g, '\\"')}"` : '';
  return `![${alt.replace(/([[\]])/g, '\\$1')}](${target}${titlePart})`;
}

/** A fenced code block whose fence is longer than any backtick run inside. */
export function fencedCode(code: string, lang = ''): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${code.replace(/^\n+|\s+$/g, '')}\n${fence}`;
}

/** Every line quoted with `> ` (blank lines as `>`). */
export function blockQuote(text: string): string {
  return text
    .replace(/^\n+|\s+$/g, '')
    .split('\n')
    .map((line) => (line.trim() ? `> ${line}` : '>'))
    .join('\n');
}

export interface MaskedFences {
  /** The Markdown with each fenced code block replaced by one placeholder line. */
  text: string;
  /** Puts the set-aside blocks back into (a part of) the text. */
  restore: (text: string) => string;
}

/**
 * Fenced code blocks set aside, so a tag around them (`{% note %}` holding a ``` block) is seen
 * whole while the code inside stays untouched.
 */
export function maskFences(markdown: string): MaskedFences {
  const blocks: string[] = [];
  const out: string[] = [];
  let block: string[] | null = null;
  let fence = '';
  for (const line of markdown.split('\n')) {
    const opener = FENCE.exec(line)?.[1];
    if (block === null && opener) {
      block = [line];
      fence = opener;
    } else if (block !== null) {
      block.push(line);
      if (opener && opener[0] === fence[0] && opener.length >= fence.length && !line.trim().slice(opener.length)) {
        out.push(`\uE000${blocks.push(block.join('\n')) - 1}\uE000`);
        block = null;
      }
    } else out.push(line);
  }
  // An unclosed fence runs to the end, as in Markdown.
  if (block) out.push(`\uE000${blocks.push(block.join('\n')) - 1}\uE000`);
  return {
    text: out.join('\n'),
    restore: (text) => text.replace(/\uE000(\d+)\uE000/g, (_, i: string) => blocks[Number(i)]),
  };
}

/**
 * Where the block tag `name` opened before `from` closes, counting blocks of the same name opened
 * inside it (Butterfly's `{% subtabs %}` within `{% subtabs %}`): the closing match, or null.
 * `open` and `close` are patterns for the opening and closing tags of that name.
 */
export function findClose(prose: string, from: number, open: string, close: string): RegExpExecArray | null {
  const either = new RegExp(`(${close})|${open}`, 'gi');
  either.lastIndex = from;
  let depth = 1;
  for (let m = either.exec(prose); m; m = either.exec(prose)) {
    depth += m[1] === undefined ? 1 : -1;
    if (depth === 0) return m;
  }
  return null;
}
