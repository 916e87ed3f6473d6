import { PageBanner } from '@/shared/components/PageBanner';

/** /userCenter (spec §2): the banner; the accounts feature replaces this page with the personal center. */
export default function UserCenterPage() {
  return <PageBanner title="个人中心" />;
}
