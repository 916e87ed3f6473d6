/** What a BlogPosting says about one article; URLs absolute, dates ISO 8601. */
export interface BlogPostingFacts {
  url: string;
  headline: string;
  description: string;
  image: string | null;
  datePublished: string;
  dateModified: string;
  author: string | null;
  section: string | null;
  tags: string[];
  siteName: string;
}

/** schema.org headline: search engines show about 110 characters, longer ones are cut there anyway. */
const HEADLINE_MAX = 110;

/** The schema.org `BlogPosting` of an article (structured data for search engines). */
export function blogPosting(facts: BlogPostingFacts): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: Array.from(facts.headline).slice(0, HEADLINE_MAX).join(''),
    description: facts.description,
    ...(facts.image ? { image: [facts.image] } : {}),
    datePublished: facts.datePublished,
    dateModified: facts.dateModified,
    ...(facts.author ? { author: { '@type': 'Person', name: facts.author } } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': facts.url },
    url: facts.url,
    ...(facts.section ? { articleSection: facts.section } : {}),
    ...(facts.tags.length ? { keywords: facts.tags.join(', ') } : {}),
    inLanguage: 'zh-CN',
    isPartOf: { '@type': 'Blog', name: facts.siteName },
  };
}
