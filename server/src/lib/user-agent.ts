/** Browsers by the token that names them, most specific first (Edge and Opera also say Chrome). */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bMicroMessenger\//, '微信'],
  [/\b(Chrome|CriOS)\//, 'Chrome'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const pick = (header: string, list: ReadonlyArray<readonly [RegExp, string]>, fallback: string) =>
  list.find(([pattern]) => pattern.test(header))?.[1] ?? fallback;

/**
 * A session's device in a few words (`Chrome · Windows`) for a later device list. Only names from the
 * lists above are ever stored, never the header itself: it is the client's text, of any length and
 * content (docs/security.md "Sessions").
 */
export function summariseUserAgent(header: string | undefined): string {
  const text = (header ?? '').slice(0, 512);
  return `${pick(text, BROWSERS, '其他浏览器')} · ${pick(text, SYSTEMS, '其他系统')}`;
}
