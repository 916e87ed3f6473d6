import { FriendLinks } from '@/features/friend-links';
import { PageBanner } from '@/features/site';

/** /link/list (友情链接): the banner and the approved friend links. */
export default function LinkListPage() {
  return (
    <>
      <PageBanner title="友情链接" />
      <FriendLinks />
    </>
  );
}
