/** An approved friend link as the server lists it. */
export interface FriendLink {
  id: number;
  site_name: string;
  site_desc: string;
  site_avatar: string;
  url: string;
  user_id: number | null;
}

export interface LinkPage {
  current: number;
  size: number;
  total: number;
  list: FriendLink[];
}

/** What a reader fills in to apply for (or edit) a link. */
export interface LinkDraft {
  site_name: string;
  site_desc: string;
  site_avatar: string;
  url: string;
}

export const LINK_PAGE_SIZE = 24;
