/**
 * The one rule for every stored URL field (docs/security.md, URL fields): banners, covers, the
 * config's images and links, friend links, resource sites, talk and album images. A value is either
 * our own upload (`/uploads/…`, plain name characters, no dot segment) or an `http(s)` URL with a
 * host — never a quote, bracket, parenthesis, angle bracket, backslash, backtick, whitespace or
 * control character, so it cannot end a CSS string, an attribute or a `<style>` element wherever
 * it is written. The server's schemas (patterns below) and the importer check with these; the
 * client uses `cssUrl` wherever a value enters CSS.
 */

/** Our own upload: `/uploads/` then one or more plain path segments ending in a name with an extension. */
const UPLOAD_PATH = String.raw`/uploads/(?:[A-Za-z0-9_-]+/)*[A-Za-z0-9_-]+\.[A-Za-z0-9]{1,8}`;
/** Characters an http(s) URL may not hold: whitespace, controls, quotes, brackets, <>, \, `, ^, |. */
const URL_BODY = String.raw`[^\s\u0000-\u001f\u007f"'()<>\[\]{}\\` + '`' + String.raw`^|]`;
/**
 * `http(s)://host[:port]` then an optional path, query or fragment; no user-info (`@` before the host).
 * The scheme is case-insensitive (`HTTPS://` is the same address); JSON-schema patterns take no
 * flags, hence the letter pairs.
 */
const WEB_URL = String.raw`[Hh][Tt][Tt][Pp][Ss]?://[A-Za-z0-9\u00a1-\uffff.-]+(?::[0-9]{1,5})?(?:[/?#]${URL_BODY}*)?`;

/** The longest URL any field stores. */
export const URL_MAX = 512;

/** JSON-schema patterns (ajv compiles them with the `u` flag) for the three kinds of URL field. */
export const URL_PATTERNS = {
  /** An http(s) page address, required. */
  web: `^${WEB_URL}$`,
  /** An http(s) page address or ''. */
  webOrEmpty: `^(?:|${WEB_URL})$`,
  /** One of our uploads, or ''. */
  uploadOrEmpty: `^(?:|${UPLOAD_PATH})$`,
  /** An image: one of our uploads or an http(s) URL, or ''. */
  imageOrEmpty: `^(?:|${UPLOAD_PATH}|${WEB_URL})$`,
} as const;

/**
 * The admin desk's address: a path on this site, starting with one `/` (never `//host` or `/\host`,
 * which browsers read as another site), without quotes, angle brackets, backslashes or whitespace.
 */
export const ADMIN_URL_PATTERN = String.raw`^/(?![/\\])[^\s\u0000-\u001f\u007f"'<>\\` + '`' + String.raw`]*$`;

/** A QQ/WeChat group field: the group's number, or a page or picture like a social link. */
export const GROUP_PATTERN = `^(?:[0-9]{5,12}|${URL_PATTERNS.imageOrEmpty.slice(1, -1)})$`;

const compiled = {
  web: new RegExp(URL_PATTERNS.web, 'u'),
  upload: new RegExp(`^${UPLOAD_PATH}$`, 'u'),
};

/** True for an http(s) URL with a host and none of the characters that could break out of CSS or HTML. */
export const isSafeWebUrl = (value: string): boolean => value.length <= URL_MAX && compiled.web.test(value);

/** True for one of our own upload paths (no dot segment, no other characters). */
export const isUploadPath = (value: string): boolean => value.length <= URL_MAX && compiled.upload.test(value);

/** True for an image field's value: one of our uploads or a safe http(s) URL ('' is not an image). */
export const isSafeImageUrl = (value: string): boolean => isUploadPath(value) || isSafeWebUrl(value);

// eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
const CSS_UNSAFE = /["'\\()<>\s\u0000-\u001f\u007f]/gu;

/**
 * `url("…")` for CSS, escaping anything that could end the string, the declaration or the `<style>`
 * element (quotes, backslash, parentheses, angle brackets, controls) as CSS hex escapes. Values are
 * validated when stored; this keeps a page safe even from a row written before the rule.
 */
export function cssUrl(value: string): string {
  const escaped = value.replace(CSS_UNSAFE, (c) => `\\${c.codePointAt(0)!.toString(16)} `);
  return `url("${escaped}")`;
}
