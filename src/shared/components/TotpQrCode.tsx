import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * docs/behaviour.md §4.7 两步验证: the seed to scan (the QR code the server drew) or to type by hand,
 * in 账号安全 and in the login dialog's enrolment alike.
 */
export function TotpQrCode({ qrCode, secret }: { qrCode: string; secret: string }) {
  return (
    <>
      <Typography variant="body2">用验证器（如 Google Authenticator、Microsoft Authenticator）扫描二维码：</Typography>
      <Box component="img" src={qrCode} alt="两步验证二维码" sx={{ width: 180, height: 180, my: 1 }} />
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        无法扫描时手动输入密钥：<code>{secret}</code>
      </Typography>
    </>
  );
}
