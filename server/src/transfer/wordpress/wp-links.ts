import { findImported, saveImported } from '../article-store';
import { PostLinks, rewritePostLinks } from '../post-links';
import type { FileOutcome } from '../report';
import type { WriteContext } from '../write-post';
import type { WxrItem, WxrSite } from './wxr-parse';

/**
 * Links to other posts of the export by their old permalink (or `?p=ID`) become links to their
 * articles, and those addresses redirect (docs/import-export.md, Links between posts).
 */
export function exportLinks(site: Pick<WxrSite, 'link' | 'baseBlogUrl'>, posts: readonly WxrItem[]): PostLinks {
  const hosts = [site.link, site.baseBlogUrl].flatMap((url) =>
    /^https?:\/\//i.test(url) ? [new URL(url).host.toLowerCase()] : [],
  );
  return new PostLinks(
    posts.map((item) => ({
      rel: `wordpress/${item.postId}.md`,
      title: item.title,
      oldPaths: [item.link, `/?p=${item.postId}`],
    })),
    hosts,
  );
}

/** Links to posts saved later in the run, written now that every post has its article. */
export async function settleLinks(
  write: WriteContext,
  links: PostLinks,
  ids: Map<string, number>,
  outcomes: FileOutcome[],
) {
  for (const outcome of outcomes) {
    if (!outcome.pendingRefs) continue;
    delete outcome.pendingRefs;
    const stored = await findImported(write.db, write.blog, outcome.file);
    if (!stored) continue;
    const { id, ...post } = stored;
    const linked = rewritePostLinks(post.content, links.resolver(outcome.file, ids));
    if (linked.content !== post.content)
      await saveImported(
        write.db,
        { ...post, content: linked.content },
        { blog: write.blog, path: outcome.file },
        stored,
        write.authorId,
      );
    outcome.id = id;
  }
}
