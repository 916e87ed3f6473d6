import { PageBanner } from '@/features/site';

/**
 * A route whose content is built by a later issue: for now only its banner and Chinese title
 * (docs/behaviour.md §2.1: "the content of the pages beyond this list is not shown").
 */
export default function BannerOnlyPage({ title }: { title: string }) {
  return <PageBanner title={title} />;
}
