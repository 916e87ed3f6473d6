import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import type { FooterLink } from './footerLinks';
import { belowFold } from '@/shared/lib/belowFold';

/** docs/behaviour.md §2.2: copyright and filing years. */
export const FOOTER_YEARS = '2024-2025';
/** The national ICP filing lookup the filing-number link points to. */
export const FILING_LINK = 'https://beian.miit.gov.cn/';

/** docs/behaviour.md §2.2: the footer is hidden on /message/chat. */
export const footerHiddenOn = (pathname: string) => pathname === '/message/chat';

const linkStyle = { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } };

/** docs/behaviour.md §2.2 footer: a copyright line, a filing-number link, the RSS feed and social links. */
export function Footer({ owner, links = [] }: { owner: string; links?: FooterLink[] }) {
  const { pathname } = useLocation();
  if (footerHiddenOn(pathname)) return null;
  return (
    <Box
      component="footer"
      sx={{
        py: 3,
        textAlign: 'center',
        color: 'text.secondary',
        borderTop: 1,
        borderColor: 'divider',
        ...belowFold(120),
      }}
    >
      <Typography variant="body2">
        © {FOOTER_YEARS} {owner}
      </Typography>
      <Typography variant="body2">
        <Box component="a" href={FILING_LINK} target="_blank" rel="noopener noreferrer" sx={linkStyle}>
          ICP备案查询
        </Box>
      </Typography>
      {links.length > 0 && (
        <Box
          component="ul"
          sx={{ display: 'flex', justifyContent: 'center', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
        >
          {links.map((link) => (
            <Typography component="li" variant="body2" key={link.href}>
              <Box
                component="a"
                href={link.href}
                {...(link.href.startsWith('/') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                sx={linkStyle}
              >
                {link.label}
              </Box>
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
