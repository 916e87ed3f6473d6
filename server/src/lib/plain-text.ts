import sanitizeHtml from 'sanitize-html';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** One pass: every tag removed (script-like elements with their content), the common entities decoded. */
export function stripTagsOnce(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} }).replace(
    /&(amp|lt|gt|quot|#39|nbsp);/g,
    (entity) => ENTITIES[entity] ?? entity,
  );
}

/** Something that can start an element, comment or declaration. */
const TAG_START = /<[a-zA-Z/!?]/;

/**
 * A plain-text field (a friend link's name and description, a message tag): every tag is removed
 * with the content of script-like elements, entities are decoded back to characters, and this
 * repeats while decoding uncovered another tag (`&lt;img onerror…&gt;`). What remains can hold no
 * markup, whatever renders it. Plain text without tags is kept verbatim (trimmed).
 */
export function plainText(input: string): string {
  let text = input;
  for (let pass = 0; pass < 5 && TAG_START.test(text); pass++) {
    text = stripTagsOnce(text);
  }
  // Still a tag after five rounds of nesting: drop every angle bracket rather than keep looping.
  if (TAG_START.test(text)) text = text.replace(/[<>]/g, '');
  return text.trim();
}
