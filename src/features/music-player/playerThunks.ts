import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { nextIndex, type Direction } from './playOrder';
import { customSongAdded, songRequested, type PlayerState } from './playerSlice';
import type { Song } from './types';

type Thunk = ThunkAction<void, { player: PlayerState }, unknown, UnknownAction>;

/** docs/behaviour.md §7.2: next/previous within the active list (TOP or CUSTOM), by the play mode's rule. */
export function playStepped(direction: Direction, random: () => number = Math.random): Thunk {
  return (dispatch, getState) => {
    const { player } = getState();
    const list = player.playType === 'CUSTOM' ? player.customerMusicList : player.topList;
    const currentId = player.loadingId ?? player.track?.id;
    const current = list.findIndex((s) => s.id == currentId);
    const index = nextIndex(player.playModel, current, list.length, direction, random);
    if (index >= 0) dispatch(songRequested({ id: list[index].id }));
  };
}

/** docs/behaviour.md §7.3, §1.4: add once to the personal list with '添加成功' (titled 提示, 1000 ms). */
export function addedToCustomList(song: Song): Thunk {
  return (dispatch, getState) => {
    if (getState().player.customerMusicList.some((s) => s.id == song.id)) return;
    dispatch(customSongAdded(song));
    dispatch(noticeShown({ kind: 'success', title: '提示', message: '添加成功', duration: 1000 }));
  };
}
