import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DESK_TITLE } from '@protocol/pageTitles';
import { useAppDispatch } from '@/app/hooks';
import { loginDialogOpened } from '@/features/auth';
import { Link } from '@/shared/components/Link';

/** The frame the gate's screens share: centred under the header, like the desk's own page area. */
function GateFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{ display: 'grid', placeItems: 'center', alignContent: 'center', minHeight: '70vh', gap: 2, pt: 10, px: 2 }}
    >
      {children}
    </Box>
  );
}

/**
 * What /admin shows until it is known who is reading (docs/admin-desk.md "Who gets it"). The server
 * renders this (it knows no reader), so a reload of /admin never flashes anything else first.
 */
export function AdminLoadingShell() {
  return (
    <GateFrame label={DESK_TITLE}>
      <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', gap: 2 }}>
        <CircularProgress size={32} aria-hidden />
        <Box component="span" sx={{ color: 'text.secondary' }}>
          加载中…
        </Box>
      </Box>
    </GateFrame>
  );
}

/**
 * A visitor at /admin: the login dialog opens over the desk's frame at once, and logging in as the
 * author turns this into the desk (the gate re-renders on the stored user). Closing the dialog leaves
 * a button to open it again.
 */
export function AdminLoginPrompt() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(loginDialogOpened());
  }, [dispatch]);
  return (
    <GateFrame label={DESK_TITLE}>
      <Typography variant="h5" component="h1">
        {DESK_TITLE}
      </Typography>
      <Typography color="text.secondary">请先登录博主账号，登录后进入后台。</Typography>
      <Button variant="contained" onClick={() => dispatch(loginDialogOpened())}>
        登录后台
      </Button>
    </GateFrame>
  );
}

/** A logged-in reader at /admin: said plainly, with the way back (the desk's chunk is never loaded). */
export function AdminForbidden() {
  return (
    <GateFrame label="无权访问">
      <Typography variant="h5" component="h1">
        无权访问
      </Typography>
      <Typography color="text.secondary">后台只对博主开放，当前账号没有后台权限。</Typography>
      <Button variant="contained" component={Link} to="/home">
        回到首页
      </Button>
    </GateFrame>
  );
}
