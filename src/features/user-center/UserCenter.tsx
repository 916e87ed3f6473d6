import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { whenRehydrated } from '@/shared/lib/rehydration';
import { loginDialogOpened, selectIsLoggedIn, selectUserInfo } from '@/features/auth';
import { SecurityTab } from '@/features/account-security';
import { USER_CENTER_TABS } from '@protocol/pagePaths';
import { PasswordTab } from './PasswordTab';
import { ProfileTab } from './ProfileTab';
import { EmailPanel } from './EmailPanel';

/** docs/behaviour.md §4.6 personal center: needs login — logged out, the login dialog opens and nothing private shows. */
export function UserCenter() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUserInfo);
  const [params, setParams] = useSearchParams();
  // The tab lives in the address, so a notice can lead straight to 账号安全 (docs/behaviour.md §4.6).
  const tab = Math.max(
    0,
    USER_CENTER_TABS.findIndex((name) => name === params.get('tab')),
  );
  const setTab = (index: number) => setParams(index === 0 ? {} : { tab: USER_CENTER_TABS[index] }, { replace: true });

  // Arriving logged out opens the dialog; logging out here must not (useLogout moves to /home).
  // A server-rendered page mounts before the saved login is restored: decide once it is.
  useEffect(
    () =>
      whenRehydrated(store, () => {
        if (!selectIsLoggedIn(store.getState())) dispatch(loginDialogOpened());
      }),
    [dispatch, store],
  );

  if (!loggedIn || !user) {
    return (
      <Typography sx={{ textAlign: 'center', py: 6 }} color="text.secondary">
        登录后即可查看个人中心
      </Typography>
    );
  }
  return (
    <Box sx={{ py: 2 }}>
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} centered>
        <Tab label="个人资料" />
        <Tab label="修改密码" />
        <Tab label="账号安全" />
      </Tabs>
      {tab === 0 && (
        <>
          <ProfileTab key={user.id} user={user} />
          <EmailPanel />
        </>
      )}
      {tab === 1 && <PasswordTab />}
      {tab === 2 && <SecurityTab />}
    </Box>
  );
}
