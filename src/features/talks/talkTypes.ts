/** One public talk (short post) as the talk list and getTalkById send it. */
export interface Talk {
  id: number;
  content: string;
  /** 1 pinned, 2 not. */
  is_top: number;
  like_times: number;
  createdAt: string;
  talkImgList: string[];
  nick_name: string;
  avatar: string;
  is_like?: boolean;
}

export interface TalkPage {
  current: number;
  size: number;
  total: number;
  list: Talk[];
}

/** Talks per request of the infinite list. */
export const TALK_PAGE_SIZE = 10;

export const isPinned = (talk: Pick<Talk, 'is_top'>): boolean => Number(talk.is_top) === 1;
