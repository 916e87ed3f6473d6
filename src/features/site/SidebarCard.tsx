import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** A titled sidebar card. */
export function SidebarCard({ title, children, label }: { title?: string; children: ReactNode; label?: string }) {
  return (
    <Card component="section" aria-label={label ?? title} variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        {title && (
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
            {title}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
