import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useHydrated } from '@/shared/hooks/useHydrated';
import { formatRelativeTime } from '@/shared/lib/formatTime';

type Props = Omit<TypographyProps<'time'>, 'children' | 'component' | 'dateTime'> & {
  /** A server time, `YYYY-MM-DD HH:mm:ss` (docs/behaviour.md §1.2). */
  value: string;
};

/**
 * A server time read relatively (docs/behaviour.md §8.3: 刚刚, N 分钟前, …), the full time on hover.
 * It depends on the reader's clock, so the server's HTML and the hydrating render show the minute as
 * written, and the relative form follows (docs/architecture.md "Deterministic first render").
 */
export function RelativeTime({ value, ...typography }: Props) {
  const hydrated = useHydrated();
  return (
    <Typography component="time" dateTime={value.replace(' ', 'T')} title={value} {...typography}>
      {hydrated ? formatRelativeTime(value) : value.slice(0, 16)}
    </Typography>
  );
}
