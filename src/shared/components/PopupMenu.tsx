import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from '@/shared/components/Link';

export interface PopupMenuItem {
  label: string;
  /** A route to go to; otherwise `onSelect` runs. */
  to?: string;
  onSelect?: () => void;
}

export interface PopupMenuProps {
  anchor: HTMLElement | null;
  items: PopupMenuItem[];
  onClose: () => void;
  /** Keep the page scrollable while open (the header's More menu). */
  disableScrollLock?: boolean;
}

/** A menu under its anchor; each choice closes it first. Loaded on demand (LazyPopupMenu). */
export function PopupMenu({ anchor, items, onClose, disableScrollLock }: PopupMenuProps) {
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose} disableScrollLock={disableScrollLock}>
      {items.map((item) =>
        item.to ? (
          <MenuItem key={item.label} component={Link} to={item.to} onClick={onClose}>
            {item.label}
          </MenuItem>
        ) : (
          <MenuItem
            key={item.label}
            onClick={() => {
              onClose();
              item.onSelect?.();
            }}
          >
            {item.label}
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
