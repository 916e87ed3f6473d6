import type { ReactNode } from 'react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import { useLocation } from 'react-router';
import { Link } from '@/shared/components/Link';
import { ADMIN_BASE } from '../adminPaths';
import { ADMIN_NAV } from './adminNav';
import { FLOATING_STACK_CLEARANCE } from '@/shared/hooks/useFloatingAside';
import { useIsNarrow } from '@/shared/hooks/useIsNarrow';

function isCurrent(pathname: string, path: string): boolean {
  const full = path ? `${ADMIN_BASE}/${path}` : ADMIN_BASE;
  return path ? pathname === full || pathname.startsWith(`${full}/`) : pathname.replace(/\/$/, '') === full;
}

function AdminNavList({ onPick }: { onPick?: () => void }) {
  const { pathname } = useLocation();
  return (
    <List component="nav" aria-label="后台导航" dense>
      {ADMIN_NAV.map(({ path, label }) => {
        const current = isCurrent(pathname, path);
        return (
          <ListItemButton
            key={path}
            component={Link}
            to={path ? `${ADMIN_BASE}/${path}` : ADMIN_BASE}
            selected={current}
            aria-current={current ? 'page' : undefined}
            onClick={onPick}
          >
            <ListItemText primary={label} />
          </ListItemButton>
        );
      })}
    </List>
  );
}

/**
 * The admin desk's own frame inside the blog's shell (header, theme switch and avatar menu stay):
 * a side navigation on wide screens, a drawer behind a 后台菜单 button on phones.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const narrow = useIsNarrow();
  const [open, setOpen] = useState(false);
  return (
    <Box
      data-testid="admin-layout"
      // docs/admin-desk.md "Layout": on wide screens the desk keeps the floating stack's column free, so
      // the chat and back-to-top buttons never cover a table's last column or its next-page arrow; on
      // phones the stack steps aside while scrolling down (the floating controls' own rule).
      sx={{
        display: 'flex',
        gap: 2,
        pl: { xs: 1, md: 3 },
        pr: narrow ? 1 : `${FLOATING_STACK_CLEARANCE}px`,
        pt: 10,
        pb: 6,
        minHeight: '80vh',
      }}
    >
      {narrow ? (
        <Drawer open={open} onClose={() => setOpen(false)}>
          <Box sx={{ width: 220 }}>
            <AdminNavList onPick={() => setOpen(false)} />
          </Box>
        </Drawer>
      ) : (
        <Box component="aside" sx={{ width: 180, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}>
          <AdminNavList />
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {narrow && (
          <Button startIcon={<MenuOutlined />} onClick={() => setOpen(true)} sx={{ mb: 1 }}>
            后台菜单
          </Button>
        )}
        {children}
      </Box>
    </Box>
  );
}
