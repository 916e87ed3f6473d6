import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { seedBoard } from './board';
import { seedResources } from './resources';
import { seedTalksAndAlbums } from './talks';

/**
 * Everything besides articles: talks and albums (talks.ts), friend links and message-board posts
 * (board.ts), the resource lists (resources.ts). Dates are fixed, so the demo is deterministic.
 */
export async function seedExtras(trx: Transaction<Database>, adminId: number): Promise<void> {
  await seedTalksAndAlbums(trx, adminId);
  await seedBoard(trx);
  await seedResources(trx, '2025-01-01 08:00:00');
}
