import { businessError } from './errors';

/**
 * An address the server will call, typed on the desk: http(s) only — no file:, no javascript:, no
 * bare host (docs/behaviour.md §5.3.1, §13.3). `label` names the field in the Chinese refusal.
 */
export function checkHttpUrl(label: string, value: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw businessError(`${label}必须是以 http:// 或 https:// 开头的完整网址`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw businessError(`${label}必须是以 http:// 或 https:// 开头的完整网址`);
}
