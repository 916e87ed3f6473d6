import type { Result } from '@/shared/api/contractTypes';

/** GET /api/config result (docs/behaviour.md §8.1, protocol/api/config.ts). */
export type SiteConfig = Result<'config.site'>;

/** GET /api/statistic result (protocol/api/statistic.ts). */
export type SiteStatistic = Result<'statistic.totals'>;

/** GET /api/tag/getTagDictionary entry (protocol/api/taxonomy.ts). */
export type TagCount = Result<'taxonomy.tags'>[number];

/** Splits config.typewriter_text into its non-empty lines. */
export function typewriterLines(text: string | undefined | null): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
