import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageState } from '@/shared/components/PageState';
import { useMailSettingsQuery } from './mailApi';
import { mailState } from './mailLabels';
import { MailSettingsForm } from './MailSettingsForm';
import { MailTestPanel } from './MailTestPanel';
import { PushChannelsSection } from './push/PushChannelsSection';

/** 通知设置: whether mail is on, the desk's SMTP settings, a test mail, and IM push (docs/behaviour.md §5.3). */
export function MailSettingsPage() {
  const { data, isLoading, isError, refetch } = useMailSettingsQuery();
  const state = data ? mailState(data.active) : null;
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        通知设置
      </Typography>
      {isError ? (
        <PageState kind="error" message="加载失败" action={<Button onClick={() => void refetch()}>重试</Button>} />
      ) : isLoading || !data || !state ? (
        <Skeleton variant="rectangular" height={320} />
      ) : (
        <>
          <Alert severity={state.on ? 'success' : 'warning'} sx={{ mb: 3, maxWidth: 640 }}>
            {state.text}
          </Alert>
          <MailSettingsForm desk={data.desk} />
          <MailTestPanel disabled={!state.on} />
          <PushChannelsSection />
        </>
      )}
    </>
  );
}
