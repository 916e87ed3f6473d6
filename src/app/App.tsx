import { BrowserRouter, StaticRouter } from 'react-router';
import { AppThemeProvider } from '@/features/theme/AppThemeProvider';
import { useThemeStartup } from '@/features/theme/useThemeStartup';
import { NoticeHost } from '@/shared/notices/NoticeHost';
import { AppRoutes } from './router';

interface Props {
  /** The server render's URL (path and query): a StaticRouter instead of the browser's history. */
  location?: string;
}

/** Theme (docs/behaviour.md §3) + notices (docs/behaviour.md §1.3) + the route table (docs/behaviour.md §2.1). */
export function App({ location }: Props) {
  useThemeStartup();
  return (
    <AppThemeProvider>
      {location === undefined ? (
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      ) : (
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      )}
      {/* After the page in the DOM (it is fixed on screen anyway): the skip link stays the first Tab stop. */}
      <NoticeHost />
    </AppThemeProvider>
  );
}
