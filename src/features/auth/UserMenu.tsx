import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { LazyPopupMenu, preloadPopupMenu } from '@/shared/components/LazyPopupMenu';
import { useLogout } from './useLogout';
import { loginDialogOpened, selectIsAdmin, selectIsLoggedIn, selectUserInfo } from './userSlice';
import { webpSources } from '@/shared/components/image/imageSources';

/** The admin desk's address in this SPA (the admin feature's route). */
const ADMIN_PATH = '/admin';

/**
 * docs/behaviour.md §2.2 desktop header end: a login entry, or an avatar submenu (个人中心 / 退出登录,
 * plus 后台管理 for an admin) when logged in.
 */
export function UserMenu() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const logout = useLogout();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUserInfo);
  const isAdmin = useAppSelector(selectIsAdmin);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (!loggedIn || !user) {
    return (
      <Button color="inherit" onClick={() => dispatch(loginDialogOpened())}>
        登录
      </Button>
    );
  }
  return (
    <>
      <IconButton
        aria-label="用户菜单"
        onPointerEnter={preloadPopupMenu}
        onFocus={preloadPopupMenu}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <Avatar
          {...webpSources(user.avatar, '32px')}
          src={user.avatar || undefined}
          alt={user.nick_name}
          sx={{ width: 32, height: 32 }}
        >
          {user.nick_name.slice(0, 1)}
        </Avatar>
      </IconButton>
      <LazyPopupMenu
        anchor={anchor}
        onClose={() => setAnchor(null)}
        items={[
          { label: '个人中心', onSelect: () => navigate('/userCenter') },
          // Only an admin sees the desk's entry (its code is loaded on demand, for an admin alone).
          ...(isAdmin ? [{ label: '后台管理', onSelect: () => navigate(ADMIN_PATH) }] : []),
          { label: '退出登录', onSelect: logout },
        ]}
      />
    </>
  );
}
