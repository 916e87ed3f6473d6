import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';

/** docs/behaviour.md §2.2: copyright and filing years. */
export const FOOTER_YEARS = '2024-2025';
/** The national ICP filing lookup the filing-number link points to. */
export const FILING_LINK = 'https://beian.miit.gov.cn/';

/** docs/behaviour.md §2.2: the footer is hidden on /message/chat. */
export const footerHiddenOn = (pathname: string) => pathname === '/message/chat';

/** docs/behaviour.md §2.2 footer: a copyright line and a filing-number link. */
export function Footer({ owner }: { owner: string }) {
  const { pathname } = useLocation();
  if (footerHiddenOn(pathname)) return null;
  return (
    <Box
      component="footer"
      sx={{ py: 3, textAlign: 'center', color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2">
        © {FOOTER_YEARS} {owner}
      </Typography>
      <Typography variant="body2">
        <Box
          component="a"
          href={FILING_LINK}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
        >
          ICP备案查询
        </Box>
      </Typography>
    </Box>
  );
}
