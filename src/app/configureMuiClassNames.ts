import { unstable_ClassNameGenerator as ClassNameGenerator } from '@mui/material/className';
import { shortMuiName } from '@/shared/lib/muiClassNames';

// Imported first by both entries (src/main.tsx, src/app/ssr/renderPage.tsx): MUI reads the generator
// when its modules load, so it must be set before any of them (docs/performance.md, "Lean
// server-rendered pages"). Code that needs a slot's class takes it from MUI's `…Classes` objects.
ClassNameGenerator.configure(shortMuiName);
