import { useEffect } from 'react';
import { markAppReady } from '@/shared/boot/firstIntent';

/**
 * Rendered beside the app: its effect runs once the first render (the hydration of the server's
 * page) has committed, when the reader's first intent is replayed (docs/architecture.md "Boot on
 * intent"). Renders nothing, so the server's markup is unchanged.
 */
export function AppReady() {
  useEffect(() => markAppReady(), []);
  return null;
}
