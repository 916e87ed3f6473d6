/** Frontend or backend recommendations. */
export type ResourceType = 'front' | 'back';

export const RESOURCE_TITLES: Record<ResourceType, string> = { front: '前端推荐', back: '后端推荐' };

export interface ResourceCategory {
  id: number;
  type: ResourceType;
  key: string;
  name: string;
  description: string;
  siteCount: number;
}

export interface ResourceSite {
  id: number;
  name: string;
  url: string;
  description: string;
  icon: string;
}

export interface SiteListResult {
  category: Omit<ResourceCategory, 'siteCount'>;
  list: ResourceSite[];
}

export interface SiteListTarget {
  type: ResourceType;
  key: string;
}
