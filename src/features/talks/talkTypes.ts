import type { Result } from '@/shared/api/contractTypes';

/** One public talk (short post) as the talk list and getTalkById send it (protocol/api/talk.ts). */
export type Talk = Result<'talk.byId'>;

export type TalkPage = Result<'talk.list'>;

/** Talks per request of the infinite list. */
export const TALK_PAGE_SIZE = 10;

export const isPinned = (talk: Pick<Talk, 'is_top'>): boolean => Number(talk.is_top) === 1;
