import type { Body, Result } from '@/shared/api/contractTypes';

/** A friend link as the server lists it (protocol/api/link.ts). */
export type FriendLink = Result<'link.list'>['list'][number];

/** What a reader fills in to apply for (or edit) a link. */
export type LinkDraft = Omit<Body<'link.update'>, 'id'>;

export const LINK_PAGE_SIZE = 24;
