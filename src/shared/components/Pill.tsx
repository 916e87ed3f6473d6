import { styled, type Theme } from '@mui/material/styles';

/** The palette as CSS variables (both colour schemes follow the class on <html>). */
const palette = (theme: Theme) => (theme.vars ?? theme).palette;

/**
 * A small rounded label (置顶 mark, article tags). MUI's Chip is interactive and brings ~2 KB gzip of
 * its own; these labels are static, so the home page's first load uses this instead.
 */
// `sx` is MUI's own prop: styled() applies it, and it must not reach the DOM as an attribute.
export const Pill = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'sx' })<{
  tone?: 'secondary' | 'outlined';
}>(({ theme, tone = 'outlined' }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  padding: '0 10px',
  borderRadius: 12,
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1,
  whiteSpace: 'nowrap',
  ...(tone === 'secondary'
    ? { backgroundColor: palette(theme).secondary.main, color: palette(theme).secondary.contrastText }
    : { border: `1px solid ${palette(theme).divider}`, color: palette(theme).text.primary }),
}));
