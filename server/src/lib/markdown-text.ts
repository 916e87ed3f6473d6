import MarkdownIt from 'markdown-it';

// The text a reader sees in an article: Markdown parsed into tokens, keeping the words of paragraphs,
// headings, lists, tables and inline code; raw HTML and images are left out. Code blocks count only
// when asked for (search snippets show code a reader searched for; link previews do not).
const markdown = new MarkdownIt({ html: true });

type Token = ReturnType<MarkdownIt['parse']>[number];

function inlineText(children: Token[] | null): string {
  let text = '';
  for (const child of children ?? []) {
    if (child.type === 'text' || child.type === 'code_inline') text += child.content;
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
