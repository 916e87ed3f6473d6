import type { Result } from '@/shared/api/contractTypes';
import type { ResourceType } from '@protocol/api/resource';

/** Frontend or backend recommendations (protocol/api/resource.ts). */
export type { ResourceType };

export const RESOURCE_TITLES: Record<ResourceType, string> = { front: '前端推荐', back: '后端推荐' };

export type ResourceCategory = Result<'resource.categories'>[number];
export type SiteListResult = Result<'resource.sites'>;
export type ResourceSite = SiteListResult['list'][number];

export interface SiteListTarget {
  type: ResourceType;
  key: string;
}
