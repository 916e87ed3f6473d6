import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { LazyPopupMenu, preloadPopupMenu } from '@/shared/components/LazyPopupMenu';
import { useLogout } from './useLogout';
import { selectIsAdmin, type UserInfo } from './userSlice';
import { webpSources } from '@/shared/components/image/imageSources';

/** The admin desk's address in this SPA (the admin feature's route). */
const ADMIN_PATH = '/admin';

/** The logged-in end of the desktop header (UserMenu.tsx loads it): the avatar and its submenu. */
export function AccountMenu({ user }: { user: UserInfo }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const isAdmin = useAppSelector(selectIsAdmin);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
          {...webpSources(user.avatar, 32)}
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
