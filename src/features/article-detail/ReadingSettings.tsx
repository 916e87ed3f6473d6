import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import TuneIcon from '@mui/icons-material/Tune';
import { OnDemand } from '@/shared/components/OnDemand';
import { useOnceTrue } from '@/shared/hooks/useIdleReady';
import { lazyComponent } from '@/shared/lib/lazyComponent';
import type { ReadingSettingsPanelProps } from './ReadingSettingsPanel';

// MUI's Popover brings Modal, focus trapping and transitions (~10 KB gzip): the panel is fetched
// when the reader first reaches for the button, not with the article (docs/performance.md
// "/article first load").
const panel = lazyComponent<ReadingSettingsPanelProps>(() =>
  import(/* webpackChunkName: "reading-settings" */ './ReadingSettingsPanel').then((m) => m.ReadingSettingsPanel),
);

/**
 * 阅读设置 (docs/behaviour.md §9.1): one small button that opens the preview and code theme choices,
 * Chinese names with a swatch each, remembered in the persisted theme store.
 */
export function ReadingSettings() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOnceTrue(anchor !== null);
  const popoverId = useId();
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<TuneIcon />}
        aria-haspopup="dialog"
        aria-expanded={!!anchor}
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={() => void panel.preload()}
        onFocus={() => void panel.preload()}
        sx={{ color: 'text.secondary' }}
      >
        阅读设置
      </Button>
      {opened && (
        <OnDemand>
          <panel.Component id={popoverId} anchor={anchor} onClose={() => setAnchor(null)} />
        </OnDemand>
      )}
    </>
  );
}
