import { claimOncePerSession } from '@/shared/lib/sessionOnce';

/** sessionStorage key marking that this visit has been counted (docs/behaviour.md §8.1: the counter goes up once on start). */
export const VISIT_COUNTED_KEY = 'blog-visit-counted';

/** One PUT /api/config/addView per visit. */
export const claimVisit = (storage: Storage | undefined): boolean => claimOncePerSession(storage, VISIT_COUNTED_KEY);
