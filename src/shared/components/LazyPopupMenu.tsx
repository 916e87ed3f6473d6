import { useOnceTrue } from '@/shared/hooks/useIdleReady';
import { lazyComponent } from '@/shared/lib/lazyComponent';
import { OnDemand } from './OnDemand';
import type { PopupMenuProps } from './PopupMenu';

export type { PopupMenuItem } from './PopupMenu';

const popupMenu = lazyComponent(() =>
  import(/* webpackChunkName: "popup-menu" */ './PopupMenu').then((m) => m.PopupMenu),
);
const PopupMenu = popupMenu.Component;

/** Starts fetching the menu's code early (pointer over or focus on its trigger). */
export const preloadPopupMenu = popupMenu.preload;

/**
 * MUI's Menu brings Popover, Modal and focus trapping (~10 KB gzip): header menus load it the first
 * time they open, so it stays out of every page's first load (the first-load budget, docs/performance.md "/home first load").
 * Once opened it stays mounted so closing keeps its transition.
 */
export function LazyPopupMenu(props: PopupMenuProps) {
  const opened = useOnceTrue(props.anchor !== null);
  if (!opened) return null;
  return (
    <OnDemand>
      <PopupMenu {...props} />
    </OnDemand>
  );
}
