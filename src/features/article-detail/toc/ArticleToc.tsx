import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Drawer from '@mui/material/Drawer';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import { floatingAsideSx, useFloatingAside } from '@/shared/hooks/useFloatingAside';
import { useIsNarrow } from '@/shared/hooks/useIsNarrow';
import { TocList } from './TocList';
import type { TocItem } from './toc';
import { useActiveHeading } from './useActiveHeading';

/**
 * The article's table of contents following the scroll: a sticky card beside the text on wide
 * screens, a button opening a drawer on narrow ones. Nothing when the article has no headings.
 */
export function ArticleToc({ items }: { items: TocItem[] }) {
  const narrow = useIsNarrow();
  const activeId = useActiveHeading(items);
  const [open, setOpen] = useState(false);
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
        data-aside={aside || undefined}
        sx={[{ position: 'fixed', right: 28, bottom: 160, zIndex: 1200 }, floatingAsideSx('right', aside)]}
      >
        <FormatListBulleted />
      </Fab>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ zIndex: 9999 }}
        slotProps={{ paper: { sx: { width: '75%' } } }}
      >
        <Box sx={{ p: 2 }}>
          {title}
          <TocList items={items} activeId={activeId} onPick={() => setOpen(false)} />
        </Box>
      </Drawer>
    </>
  );
}
