import type { DB } from '../../db/database';
import { publicArticles, toCount } from '../article';
import type { Statistic } from '@protocol/api/statistic';

// The three plain tables have no status; articles go through publicArticles (status 1 only).
async function countAll(db: DB, table: 'categories' | 'tags' | 'users'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

async function countPublicArticles(db: DB): Promise<number> {
  const row = await publicArticles(db)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

/** The four site totals, queried in parallel. */
export async function getStatistic(db: DB): Promise<Statistic> {
  const [articleCount, categoryCount, tagCount, userCount] = await Promise.all([
    countPublicArticles(db),
    countAll(db, 'categories'),
    countAll(db, 'tags'),
    countAll(db, 'users'),
  ]);
  return { articleCount, categoryCount, tagCount, userCount };
}
