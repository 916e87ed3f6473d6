import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useLocation } from 'react-router';
import { Link } from '@/shared/components/Link';
import { LazyPopupMenu, preloadPopupMenu } from '@/shared/components/LazyPopupMenu';
import { DESKTOP_NAV, isActivePath, isGroup, type NavGroupItem } from './navItems';

function MoreMenu({ group }: { group: NavGroupItem }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        onPointerEnter={preloadPopupMenu}
        onFocus={preloadPopupMenu}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {group.label}
      </Button>
      <LazyPopupMenu
        anchor={anchor}
        onClose={() => setAnchor(null)}
        items={group.children.map((child) => ({ label: child.label, to: child.to }))}
        disableScrollLock
      />
    </>
  );
}

/** docs/behaviour.md §2.2 desktop menu (the user menu slot follows it in the header). */
export function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label="主导航" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {DESKTOP_NAV.map((item) =>
        isGroup(item) ? (
          <MoreMenu key={item.label} group={item} />
        ) : (
          <Button
            key={item.to}
            color="inherit"
            component={Link}
            to={item.to}
            aria-current={isActivePath(pathname, item.to) ? 'page' : undefined}
            sx={{ fontWeight: isActivePath(pathname, item.to) ? 700 : 400 }}
          >
            {item.label}
          </Button>
        ),
      )}
    </Box>
  );
}
