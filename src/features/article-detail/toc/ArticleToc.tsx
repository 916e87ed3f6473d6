import { useState } from 'react';
import Card from '@mui/material/Card';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import { OnDemand } from '@/shared/components/OnDemand';
import { dockedSx, FLOATING_STACK, floatingAsideSx, useFloatingAside } from '@/shared/hooks/useFloatingAside';
import { useOnceTrue } from '@/shared/hooks/useIdleReady';
import { useIsNarrow } from '@/shared/hooks/useIsNarrow';
import { lazyComponent } from '@/shared/lib/lazyComponent';
import { TocList } from './TocList';
import type { TocItem } from './toc';
import type { TocDrawerProps } from './TocDrawer';
import { useActiveHeading } from './useActiveHeading';

// MUI's Drawer brings Modal, focus trapping and transitions (~10 KB gzip): fetched when the reader
// first reaches for the button, not with the article (docs/performance.md "/article first load").
const tocDrawer = lazyComponent<TocDrawerProps>(() =>
  import(/* webpackChunkName: "toc-drawer" */ './TocDrawer').then((m) => m.TocDrawer),
);

/**
 * The article's table of contents following the scroll: a sticky card beside the text on wide
 * screens, a button opening a drawer on narrow ones. Nothing when the article has no headings.
 */
export function ArticleToc({ items }: { items: TocItem[] }) {
  const narrow = useIsNarrow();
  const activeId = useActiveHeading(items);
  const [open, setOpen] = useState(false);
  const opened = useOnceTrue(open);
  const aside = useFloatingAside();
  if (items.length === 0) return null;
  const title = (
    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
      目录
    </Typography>
  );
  if (!narrow) {
    return (
      <Card variant="outlined" sx={{ p: 2, maxHeight: 'calc(100vh - 120px)', overflowY: 'auto' }}>
        {title}
        <TocList items={items} activeId={activeId} />
      </Card>
    );
  }
  return (
    <>
      <Fab
        size="small"
        color="primary"
        aria-label="打开目录"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void tocDrawer.preload()}
        onFocus={() => void tocDrawer.preload()}
        data-aside={aside || undefined}
        sx={[
          { position: 'fixed', right: FLOATING_STACK.smallRight, bottom: 160, zIndex: 1200, ...dockedSx('contents') },
          floatingAsideSx(aside),
        ]}
      >
        <FormatListBulleted />
      </Fab>
      {opened && (
        <OnDemand>
          <tocDrawer.Component open={open} onClose={() => setOpen(false)}>
            {title}
            <TocList items={items} activeId={activeId} onPick={() => setOpen(false)} />
          </tocDrawer.Component>
        </OnDemand>
      )}
    </>
  );
}
