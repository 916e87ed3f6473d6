import { MATH_INLINE } from './markdown/math';
import { markdown } from './markdown/parser';

// The text a reader sees in an article: Markdown parsed into tokens, keeping the words of paragraphs,
// headings, lists, tables and inline code; raw HTML and images are left out. Code blocks count only
// when asked for (search snippets show code a reader searched for; link previews do not). The parser
// is the article renderer's (lib/markdown), so descriptions and snippets read the same syntax.

type Token = ReturnType<typeof markdown.parse>[number];

function inlineText(children: Token[] | null): string {
  let text = '';
  for (const child of children ?? []) {
    // Inline math reads as its TeX (what a reader would type to find it).
    if (child.type === 'text' || child.type === 'code_inline' || child.type === MATH_INLINE) text += child.content;
    else if (child.type === 'softbreak' || child.type === 'hardbreak') text += ' ';
  }
  return text;
}

/** The plain text of a Markdown document, blocks separated by one space, whitespace collapsed. */
export function markdownPlainText(source: string, { code = false }: { code?: boolean } = {}): string {
  const blocks = markdown.parse(source, {}).flatMap((token) => {
    if (token.type === 'inline') return [inlineText(token.children)];
    if (code && (token.type === 'fence' || token.type === 'code_block')) return [token.content];
    return [];
  });
  return blocks.join(' ').replace(/\s+/g, ' ').trim();
}
