import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdminPolicySection } from './AdminPolicySection';
import { DevicesSection } from './DevicesSection';
import { PasskeysSection } from './PasskeysSection';
import { TotpSection } from './TotpSection';

/** docs/behaviour.md §4.7 personal center, 账号安全: the account's sign-in factors and signed-in devices. */
export function SecurityTab() {
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', py: 2 }}>
      <Box component="section" aria-label="两步验证">
        <Typography variant="h6" component="h2" gutterBottom>
          两步验证
        </Typography>
        <TotpSection />
      </Box>
      <Box component="section" aria-label="通行密钥">
        <Typography variant="h6" component="h2" gutterBottom sx={{ mt: 4 }}>
          通行密钥
        </Typography>
        <PasskeysSection />
      </Box>
      <AdminPolicySection />
      <Typography variant="h6" component="h2" gutterBottom sx={{ mt: 4 }}>
        登录设备
      </Typography>
      <DevicesSection />
    </Box>
  );
}
