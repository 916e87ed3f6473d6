import { PageBanner } from '@/features/site';
import { UserCenter } from '@/features/user-center';

/** /userCenter (docs/behaviour.md §4.6): the banner and the personal center. */
export default function UserCenterPage() {
  return (
    <>
      <PageBanner title="个人中心" />
      <UserCenter />
    </>
  );
}
