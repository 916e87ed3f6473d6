import Button from '@mui/material/Button';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { OnDemand } from '@/shared/components/OnDemand';
import { lazyComponent } from '@/shared/lib/lazyComponent';
import { loginDialogOpened, selectIsLoggedIn, selectUserInfo } from './userSlice';

// The avatar and its menu (MUI Avatar included) show only for a saved login, which the browser
// restores after `load`: their code is fetched then (docs/performance.md "/home first load").
const { Component: AccountMenu } = lazyComponent(() =>
  import(/* webpackChunkName: "account-menu" */ './AccountMenu').then((m) => m.AccountMenu),
);

/**
 * docs/behaviour.md §2.2 desktop header end: a login entry, or an avatar submenu (个人中心 / 退出登录,
 * plus 后台管理 for an admin) when logged in.
 */
export function UserMenu() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUserInfo);
  if (!loggedIn || !user) {
    return (
      <Button color="inherit" onClick={() => dispatch(loginDialogOpened())}>
        登录
      </Button>
    );
  }
  return (
    <OnDemand>
      <AccountMenu user={user} />
    </OnDemand>
  );
}
