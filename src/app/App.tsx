import { BrowserRouter } from 'react-router';
import { AppThemeProvider } from '@/features/theme/AppThemeProvider';
import { useThemeStartup } from '@/features/theme/useThemeStartup';
import { NoticeHost } from '@/shared/notices/NoticeHost';
import { AppRoutes } from './router';

/** Theme (docs/behaviour.md §3) + notices (docs/behaviour.md §1.3) + the route table (docs/behaviour.md §2.1). */
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
