import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageState } from '@/shared/components/PageState';
import { useAdminConfigQuery } from '../desk/adminApi';
import { ConfigForm } from './ConfigForm';

/** 网站设置: the site config form, once the stored config has loaded. */
export function ConfigPage() {
  const { data, isLoading, isError, refetch } = useAdminConfigQuery();
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        网站设置
      </Typography>
      {isError ? (
        <PageState kind="error" message="加载失败" action={<Button onClick={() => void refetch()}>重试</Button>} />
      ) : isLoading ? (
        <Skeleton variant="rectangular" height={320} />
      ) : (
        <ConfigForm config={data ?? null} />
      )}
    </>
  );
}
