import type { SearchSong } from './types';

/** docs/behaviour.md §7.3: music search page size 20 from offset 0. */
export const SEARCH_LIMIT = 20;

export interface SearchPagingState {
  keyword: string;
  offset: number;
  songs: SearchSong[];
  loadMore: boolean;
  loading: boolean;
}

export type SearchPagingAction =
  | { type: 'started'; keyword: string }
  | { type: 'moreRequested' }
  | { type: 'pageLoaded'; offset: number; songs: SearchSong[] }
  | { type: 'failed' }
  | { type: 'cleared' };

export const initialSearchPaging: SearchPagingState = {
  keyword: '',
  offset: 0,
  songs: [],
  loadMore: false,
  loading: false,
};

/**
 * docs/behaviour.md §7.3 search: a new search resets the offset to 0; loading more advances it by the limit;
 * when no songs return loadMore is turned off. docs/behaviour.md §7.3: an empty keyword clears the results.
 */
export function searchPagingReducer(state: SearchPagingState, action: SearchPagingAction): SearchPagingState {
  switch (action.type) {
    case 'started':
      if (action.keyword.trim() === '') return initialSearchPaging;
      return { keyword: action.keyword.trim(), offset: 0, songs: [], loadMore: true, loading: true };
    case 'moreRequested':
      if (!state.loadMore || state.loading || !state.keyword) return state;
      return { ...state, offset: state.offset + SEARCH_LIMIT, loading: true };
    case 'pageLoaded':
      if (action.offset !== state.offset) return state; // a stale answer for an older page
      return { ...state, songs: [...state.songs, ...action.songs], loadMore: action.songs.length > 0, loading: false };
    case 'failed':
      return { ...state, loading: false };
    case 'cleared':
      return initialSearchPaging;
  }
}
