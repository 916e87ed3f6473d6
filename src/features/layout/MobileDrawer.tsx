import { useRef, type ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Divider from '@mui/material/Divider';
import { useLocation } from 'react-router';
import { Link } from '@/shared/components/Link';
import { MOBILE_NAV, isActivePath } from './navItems';

/** docs/behaviour.md §2.2: the mobile menu drawer is 60% wide and sits on layer 9999. */
export const MOBILE_DRAWER_WIDTH = '60%';
export const DRAWER_Z_INDEX = 9999;

/** Closes the drawer; `then` runs once it has finished closing (docs/behaviour.md §2.2). */
export type CloseDrawer = (then?: () => void) => void;

interface Props {
  open: boolean;
  onClose: () => void;
  /** Slot: avatar / logout area from the accounts feature, given a callback that closes the drawer. */
  userArea?: (close: CloseDrawer) => ReactNode;
}

/** docs/behaviour.md §2.2 mobile drawer menu. */
export function MobileDrawer({ open, onClose, userArea }: Props) {
  const { pathname } = useLocation();
  // docs/behaviour.md §2.2: a dialog chosen in the drawer opens only after the drawer has gone, so
  // the two modals never hand the page's aria-hidden back and forth mid-transition.
  const afterClose = useRef<(() => void) | undefined>(undefined);
  const close: CloseDrawer = (then) => {
    afterClose.current = then;
    onClose();
  };
  const runAfterClose = () => {
    const then = afterClose.current;
    afterClose.current = undefined;
    then?.();
  };
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      sx={{ zIndex: DRAWER_Z_INDEX }}
      slotProps={{ paper: { sx: { width: MOBILE_DRAWER_WIDTH } }, transition: { onExited: runAfterClose } }}
    >
      {userArea?.(close)}
      {userArea && <Divider />}
      <List component="nav" aria-label="移动端导航">
        {MOBILE_NAV.map((item) => (
          <ListItemButton
            key={item.to}
            component={Link}
            to={item.to}
            selected={isActivePath(pathname, item.to)}
            onClick={onClose}
          >
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
