import { initialSearchPaging, searchPagingReducer, SEARCH_LIMIT } from './searchPaging';
import type { SearchSong } from './types';

const song = (id: number): SearchSong => ({
  id,
  name: `s${id}`,
  artists: [{ name: 'a' }],
  album: { artist: { img1v1Url: '' } },
});

describe('search paging (docs/behaviour.md §7.3)', () => {
  it('starts at offset 0, advances by the limit, appends, and stops on an empty page', () => {
    let s = searchPagingReducer(initialSearchPaging, { type: 'started', keyword: ' 晨光 ' });
    expect(s).toMatchObject({ keyword: '晨光', offset: 0, loading: true, loadMore: true });
    s = searchPagingReducer(s, { type: 'pageLoaded', offset: 0, songs: [song(1), song(2)] });
    s = searchPagingReducer(s, { type: 'moreRequested' });
    expect(s.offset).toBe(SEARCH_LIMIT);
    s = searchPagingReducer(s, { type: 'pageLoaded', offset: 0, songs: [song(9)] }); // stale page ignored
    expect(s.songs).toHaveLength(2);
    s = searchPagingReducer(s, { type: 'pageLoaded', offset: SEARCH_LIMIT, songs: [] });
    expect(s).toMatchObject({ loadMore: false, loading: false });
    expect(searchPagingReducer(s, { type: 'moreRequested' })).toBe(s);
  });

  it('a new search resets; an empty keyword clears the results', () => {
    let s = searchPagingReducer(initialSearchPaging, { type: 'started', keyword: 'a' });
    s = searchPagingReducer(s, { type: 'pageLoaded', offset: 0, songs: [song(1)] });
    s = searchPagingReducer(s, { type: 'started', keyword: 'b' });
    expect(s).toMatchObject({ keyword: 'b', offset: 0, songs: [] });
    expect(searchPagingReducer(s, { type: 'started', keyword: '   ' })).toEqual(initialSearchPaging);
  });
});
