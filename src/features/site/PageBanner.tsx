import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { CjkSpaced } from '@/shared/components/CjkSpaced';
import { ResponsiveImage } from '@/shared/components/image/ResponsiveImage';
import { BANNER_MARK } from './bannerMark';
import { bannerUrlFor, routeNameOf, type PageHeader } from './pageBanner';
import { siteApi } from './siteApi';

interface Props {
  title: string;
  /** Page-header route name; defaults to the current path without its leading slash. */
  routeName?: string;
  /** CSS height; pages use a partial-height banner, home a full-screen one. */
  height?: string;
  /** An image of the page's own (an article's cover) instead of the route's configured one. */
  imageUrl?: string;
  children?: ReactNode;
}

// White text over any picture, even a pure-white one, stays readable (docs/accessibility.md): the
// whole picture is dimmed a little, and a soft-edged darker band sits behind the title and its line.
// Over pure white the two leave about 100/255 grey behind the text, 5.6 : 1 against white.
const BANNER_DIM = 'linear-gradient(rgba(0,0,0,.3), rgba(0,0,0,.3))';
/**
 * The page headers' answer, read from the query cache without asking for it: the layout loads it
 * (useSiteStartup, the server render's layout data). Until it is there, the plain banner.
 */
const pageHeadersResult = siteApi.endpoints.getPageHeaders.select();
const NO_HEADERS: PageHeader[] = [];
const FILL = { position: 'absolute', inset: 0 } as const;
const TEXT_PLATE = {
  position: 'relative',
  width: 'min(92%, 760px)',
  px: 3,
  py: 2,
  borderRadius: 4,
  bgcolor: 'rgba(0,0,0,.42)',
  boxShadow: '0 0 48px 32px rgba(0,0,0,.42)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
} as const;

/**
 * A page's top banner: the image configured for its route (the page headers' query, the one copy of
 * them; the layout loads it) and its title.
 * The picture is an `<img>` (not a CSS background) so it can be the page's largest paint, fetched
 * first with `fetchpriority` and in the size the screen needs (docs/performance.md, "Images").
 */
export function PageBanner({ title, routeName, height = '400px', imageUrl, children }: Props) {
  const { pathname } = useLocation();
  const list = useAppSelector((state) => pageHeadersResult(state).data) ?? NO_HEADERS;
  const url = imageUrl || bannerUrlFor(list, routeName ?? routeNameOf(pathname));
  return (
    <Box
      component="section"
      data-testid="page-banner"
      {...BANNER_MARK}
      sx={{
        position: 'relative',
        height,
        minHeight: 240,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        color: '#fff',
        textAlign: 'center',
        overflow: 'hidden',
        backgroundColor: '#34506a',
        backgroundImage: url ? undefined : 'linear-gradient(135deg, #34506a, #1f2e3d)',
      }}
    >
      {url && (
        <>
          <ResponsiveImage
            src={url}
            alt=""
            sizes="100vw"
            shown={{ min: 320, max: Infinity }}
            priority
            sx={FILL}
            data-testid="banner-image"
          />
          <Box aria-hidden data-testid="banner-dim" sx={{ ...FILL, backgroundImage: BANNER_DIM }} />
        </>
      )}
      <Box data-testid="banner-text" sx={TEXT_PLATE}>
        <Typography
          component="h1"
          variant="h3"
          sx={{
            fontWeight: 700,
            fontSize: { xs: '1.8rem', sm: '3rem' },
            textShadow: '0 2px 8px rgba(0,0,0,.4)',
          }}
        >
          <CjkSpaced text={title} spacing="4px" />
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
