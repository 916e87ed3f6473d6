import { claimVisit } from '@/features/site/visitGuard';
import { apiHeaders } from '@/shared/api/apiHeaders';
import { safeStorage } from '@/shared/lib/storageCodec';

/**
 * docs/behaviour.md §8.1: the visit counter goes up once per browser session, whether or not the
 * reader ever wakes the app, so the boot script counts it (the app's own start-up then finds the
 * visit claimed). A failure is only a visit not counted.
 */
export function countVisit(): void {
  if (!claimVisit(safeStorage('session'))) return;
  void fetch('/api/config/addView', {
    method: 'PUT',
    headers: apiHeaders({ token: null, serverRender: false, form: false }),
    keepalive: true,
  }).catch(() => undefined);
}
