import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useLogout } from './useLogout';
import { loginDialogOpened, selectBlogAvatar, selectIsAdmin, selectIsLoggedIn, selectUserInfo } from './userSlice';
import { webpSources } from '@/shared/components/image/imageSources';

interface Props {
  /** Lets the drawer close itself after a choice; `then` runs once it has closed. */
  onDone?: (then?: () => void) => void;
}

/**
 * docs/behaviour.md §2.2 mobile drawer: tapping the avatar goes to the personal center, or opens the login
 * dialog (after the drawer has closed) when logged out; logout shows only when logged in.
 */
export function DrawerUserArea({ onDone }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const logout = useLogout();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUserInfo);
  const blogAvatar = useAppSelector(selectBlogAvatar);
  const isAdmin = useAppSelector(selectIsAdmin);

  const onAvatar = () => {
    if (loggedIn) {
      navigate('/userCenter');
      onDone?.();
      return;
    }
    // docs/behaviour.md §2.2: the login dialog opens once the drawer has closed.
    const openLogin = () => dispatch(loginDialogOpened());
    if (onDone) onDone(openLogin);
    else openLogin();
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 2 }}>
      <ButtonBase aria-label={loggedIn ? '个人中心' : '登录'} onClick={onAvatar} sx={{ borderRadius: '50%' }}>
        <Avatar
          {...webpSources(loggedIn ? user?.avatar : blogAvatar, 64)}
          alt=""
          src={(loggedIn ? user?.avatar : blogAvatar) || undefined}
          sx={{ width: 64, height: 64 }}
        >
          {loggedIn ? user?.nick_name.slice(0, 1) : undefined}
        </Avatar>
      </ButtonBase>
      <Typography variant="body2">{loggedIn ? user?.nick_name : '点击头像登录'}</Typography>
      {loggedIn && isAdmin && (
        <Button
          size="small"
          onClick={() => {
            navigate('/admin');
            onDone?.();
          }}
        >
          后台管理
        </Button>
      )}
      {loggedIn && (
        <Button
          size="small"
          onClick={() => {
            logout();
            onDone?.();
          }}
        >
          退出登录
        </Button>
      )}
    </Box>
  );
}
