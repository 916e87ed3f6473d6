import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import AddLinkIcon from '@mui/icons-material/AddLink';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { loginDialogOpened, selectUserInfo } from '@/features/auth';
import { PageState } from '@/shared/components/PageState';
import { LinkApplyDialog } from './LinkApplyDialog';
import { LinkCard } from './LinkCard';
import type { FriendLink } from './linkTypes';
import { useGetLinksInfiniteQuery } from './linksApi';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

type DialogState = { editing?: FriendLink } | null;

/** /link/list: the approved friend links, and 友链申请 for logged-in readers (others get the login dialog). */
export function FriendLinks() {
  const dispatch = useAppDispatch();
  const viewer = useAppSelector(selectUserInfo);
  const links = useGetLinksInfiniteQuery();
  const [dialog, setDialog] = useState<DialogState>(null);
  const items = links.data?.pages.flatMap((page) => page.list) ?? [];

  const apply = () => (viewer ? setDialog({}) : dispatch(loginDialogOpened()));

  return (
    <Box
      sx={{
        maxWidth: 1200,
        mx: 'auto',
        px: { xs: 1.5, sm: 3 },
        py: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<AddLinkIcon />} onClick={apply}>
          友链申请
        </Button>
      </Box>
      {links.isLoading && (
        <Box sx={GRID} data-testid="link-skeleton">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={96} />
          ))}
        </Box>
      )}
      {links.isError && items.length === 0 && (
        <PageState
          kind="error"
          message="友链加载失败"
          action={<Button onClick={() => void links.refetch()}>重试</Button>}
        />
      )}
      {links.isSuccess && items.length === 0 && <PageState kind="empty" message="还没有友链，快来申请吧" />}
      {items.length > 0 && (
        <Box sx={GRID} data-testid="link-cards">
          {items.map((link) => (
            <LinkCard
              key={link.id}
              link={link}
              onEdit={viewer && link.user_id === viewer.id ? () => setDialog({ editing: link }) : undefined}
            />
          ))}
        </Box>
      )}
      {links.hasNextPage && (
        <Button
          sx={{ alignSelf: 'center' }}
          disabled={links.isFetchingNextPage}
          onClick={() => void links.fetchNextPage()}
        >
          加载更多
        </Button>
      )}
      {dialog && <LinkApplyDialog editing={dialog.editing} onClose={() => setDialog(null)} />}
    </Box>
  );
}
