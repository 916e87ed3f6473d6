// Resource recommendations: the categories of /resources/front|back and a category's /siteList.
export { ResourceCategories } from './ResourceCategories';
export { SiteList, SITE_LIST_TITLE } from './SiteList';
export { parseSiteListQuery, siteListPath } from './siteListQuery';
export { RESOURCE_TITLES, type ResourceType } from './resourceTypes';
export { resourcesApi } from './resourcesApi';
