import { useEffect } from 'react';
import { useAppDispatch, useAppStore } from '@/app/hooks';
import { readThemeFlag, startupTheme } from './themeFlag';
import { themeChanged } from './themeSlice';

/** docs/behaviour.md §3: applies the start-up rule once, after persisted state has been restored. */
export function useThemeStartup(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    const next = startupTheme(readThemeFlag(), store.getState().theme.theme, new Date().getHours());
    if (next) dispatch(themeChanged(next));
  }, [dispatch, store]);
}
