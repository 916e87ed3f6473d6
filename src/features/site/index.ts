// Public surface of the site feature: site config, page banners and the home page's banner and sidebar.
export { useGetSiteConfigQuery } from './siteApi';
export type { SiteConfig } from './siteTypes';
export { socialLinks, type SocialLink } from './socialLinks';
export { PageBanner } from './PageBanner';
export { BANNER_SELECTOR } from './bannerMark';
export { HomeBanner } from './HomeBanner';
export { HomeSidebar } from './HomeSidebar';
export { siteApi } from './siteApi';
