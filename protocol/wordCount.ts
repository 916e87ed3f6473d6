/**
 * Length of an article's Markdown as read: each CJK character and each Latin word counts once; code
 * fences and markup do not. The article page's 字数 and the revisions' word counts (docs/behaviour.md
 * §11.3) both use it.
 */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/(```|~~~)[\s\S]*?\1/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]/g, ' ');
  const cjk = text.match(/[\u3400-\u9fff\uf900-\ufaff]/g)?.length ?? 0;
  const latin =
    text.replace(/[\u3400-\u9fff\uf900-\ufaff]/g, ' ').match(/[A-Za-z0-9]+(?:['.][A-Za-z0-9]+)*/g)?.length ?? 0;
  return cjk + latin;
}
