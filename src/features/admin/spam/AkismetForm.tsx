import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Result } from '@/shared/api/contractTypes';
import { useAdminNotice } from '../desk/useAdminNotice';
import { SECRET_KEPT_HINT } from '../desk/secretHint';
import { useAkismetSettingsQuery, useSaveAkismetMutation } from './spamApi';

type View = Result<'akismet.settings'>;

function AkismetFields({ view }: { view: View }) {
  const [enabled, setEnabled] = useState(view.enabled);
  const [endpoint, setEndpoint] = useState(view.endpoint);
  const [key, setKey] = useState('');
  const [save, { isLoading }] = useSaveAkismetMutation();
  const act = useAdminNotice();
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // An empty key keeps the stored one; a saved key is never shown again.
        void act(save({ enabled, endpoint, ...(key ? { key } : {}) }), { success: '保存成功' }).then(
          (done) => done && setKey(''),
        );
      }}
      sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
    >
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
        label="启用"
      />
      <TextField
        label="服务地址"
        value={endpoint}
        onChange={(event) => setEndpoint(event.target.value)}
        helperText="Akismet 官方为 https://rest.akismet.com，也可填写兼容的服务"
      />
      <TextField
        label="API 密钥"
        type="password"
        autoComplete="new-password"
        value={key}
        onChange={(event) => setKey(event.target.value)}
        helperText={view.keySet ? SECRET_KEPT_HINT : '未设置'}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading}>
          保存 Akismet 设置
        </Button>
      </Box>
    </Box>
  );
}

/**
 * Akismet 兼容检查 (docs/behaviour.md §13.3): optional and off by default; a `spam` answer counts as
 * a flag, a silent service never holds a post up.
 */
export function AkismetForm() {
  const { data } = useAkismetSettingsQuery();
  return (
    <Box component="section" sx={{ mt: 4 }} aria-labelledby="akismet-heading">
      <Typography id="akismet-heading" variant="h6" component="h2" gutterBottom>
        Akismet 兼容检查
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        开启后，评论、留言、说说评论和友链申请会先交给该服务判断；判为垃圾的按“检查可疑时审核”处理，服务无响应时不影响发布。
      </Typography>
      {data ? <AkismetFields view={data} /> : <Skeleton variant="rectangular" height={120} />}
    </Box>
  );
}
