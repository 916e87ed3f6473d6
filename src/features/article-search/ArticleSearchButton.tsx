import { useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import { OnDemand } from '@/shared/components/OnDemand';
import { useOnceTrue } from '@/shared/hooks/useIdleReady';
import { lazyComponent } from '@/shared/lib/lazyComponent';
import { isSearchShortcut } from './shortcut';

// The dialog (MUI Dialog, TextField, Chip …) is not part of the first load: it downloads when the
// pointer reaches the icon, or on the first opening.
const dialog = lazyComponent(() =>
  import(/* webpackChunkName: "widget-article-search" */ './ArticleSearchDialog').then((m) => m.ArticleSearchDialog),
);

/** The header's search icon; `Ctrl+K` and `/` (outside text fields) open the search too. */
export function ArticleSearchButton() {
  const [open, setOpen] = useState(false);
  const wanted = useOnceTrue(open);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="搜索文章"
        aria-keyshortcuts="Control+K /"
        onPointerEnter={dialog.preload}
        onFocus={dialog.preload}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
      </IconButton>
      {wanted && (
        <OnDemand>
          <dialog.Component open={open} onClose={() => setOpen(false)} />
        </OnDemand>
      )}
    </>
  );
}
