import { useEffect } from 'react';
import { useAppDispatch, useAppStore } from '@/app/hooks';
import { whenRehydrated } from '@/shared/lib/rehydration';
import { readThemeFlag, startupTheme } from './themeFlag';
import { themeChanged } from './themeSlice';
import { readSchemeChosenBeforePaint } from './themeScript';

/**
 * docs/behaviour.md §3: applies the start-up rule once, after persisted state has been restored. The
 * rule lands where index.html's head script already put the page (the saved flag, else the hour), so
 * the slice takes that scheme at once: saved state is read only after `load` (docs/performance.md
 * "/home first load"), and until then the switch's icon and the article body follow the page.
 */
export function useThemeStartup(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    const chosen = readSchemeChosenBeforePaint();
    if (chosen && chosen !== store.getState().theme.theme) dispatch(themeChanged(chosen));
    // Only the theme's own saved state: the rule then runs within the dispatch that restores it,
    // before React renders, so the restored mode never reaches the page for a moment.
    const themeOnly = { getState: () => ({ theme: store.getState().theme }), subscribe: store.subscribe };
    return whenRehydrated(themeOnly, () => {
      const next = startupTheme(readThemeFlag(), store.getState().theme.theme, new Date().getHours());
      if (next) dispatch(themeChanged(next));
    });
  }, [dispatch, store]);
}
