/**
 * Article body rules shared by the desk's editor (checked before sending) and the server (which
 * refuses the save anyway, since a client can be bypassed). See docs/behaviour.md §11.
 */

/** An access password as the editor sets it and the reader types it (docs/behaviour.md §11.4). */
export const ACCESS_PASSWORD_MAX = 64;

/**
 * An image whose address is missing: `![]()`, `![alt]()`, `![](   )`, `![](<>)`. Rendered, it is a
 * blank gap in the article; it is what the old image button left behind. An escaped `\![]()` is text.
 */
const EMPTY_IMAGE = /(?<!\\)!\[[^\]\n]*\]\(\s*(?:<\s*>)?\s*\)/;
/** A fenced code block's opening or closing line (CommonMark: up to 3 spaces, then ``` or ~~~). */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** Inline code on one line: what an article writes about Markdown itself. */
const CODE_SPAN = /(`+)(?:(?!\1)[\s\S])+?\1/g;

/** The 1-based line of the first image without an address outside code, or null when there is none. */
export function emptyImageLine(markdown: string): number | null {
  let fence: string | null = null;
  const lines = markdown.split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
    } else if (marker) {
      fence = marker;
    } else if (EMPTY_IMAGE.test(line.replace(CODE_SPAN, ''))) {
      return index + 1;
    }
  }
  return null;
}

/** Why a body with an image without an address is not saved (the server's 400, the editor's hint). */
export const emptyImageMessage = (line: number) => `正文第 ${line} 行的图片没有地址（![]()），请上传图片或删除它`;

/** The message for a body that may not be saved as it is, or null when it may. */
export function articleContentProblem(markdown: string): string | null {
  const line = emptyImageLine(markdown);
  return line === null ? null : emptyImageMessage(line);
}
