import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';

export interface TocDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The narrow screens' table of contents, in a drawer from the right. */
export function TocDrawer({ open, onClose, children }: TocDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: 9999 }}
      slotProps={{ paper: { sx: { width: '75%' } } }}
    >
      <Box sx={{ p: 2 }}>{children}</Box>
    </Drawer>
  );
}
