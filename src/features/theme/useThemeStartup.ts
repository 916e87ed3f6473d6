import { useEffect } from 'react';
import { useAppDispatch, useAppStore } from '@/app/hooks';
import { whenRehydrated } from '@/shared/lib/rehydration';
import { readThemeFlag, startupTheme } from './themeFlag';
import { themeChanged } from './themeSlice';

/** docs/behaviour.md §3: applies the start-up rule once, after persisted state has been restored. */
export function useThemeStartup(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(
    () =>
      whenRehydrated(store, () => {
        const next = startupTheme(readThemeFlag(), store.getState().theme.theme, new Date().getHours());
        if (next) dispatch(themeChanged(next));
      }),
    [dispatch, store],
  );
}
