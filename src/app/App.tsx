import { BrowserRouter } from 'react-router';
import { AppThemeProvider } from '@/features/theme/AppThemeProvider';
import { useThemeStartup } from '@/features/theme/useThemeStartup';
import { NoticeHost } from '@/shared/notices/NoticeHost';
import { AppRoutes } from './router';

/** Theme (spec §4) + notices (spec §8) + the route table (spec §2). */
export function App() {
  useThemeStartup();
  return (
    <AppThemeProvider>
      <NoticeHost />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppThemeProvider>
  );
}
