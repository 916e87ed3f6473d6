import type { DB } from '../../../db/database';
import type { SiteConfig } from '../../../db/schema';
import { now } from '../../../lib/time';
import { getSiteConfig } from '../../config';
import type { ConfigChange as ConfigBody } from '@protocol/api/adminSite';

/** The config row; created with defaults (admin_url '/admin') when the blog has none yet. */
export async function ensureSiteConfig(db: DB): Promise<{ row: SiteConfig; created: boolean }> {
  const existing = await getSiteConfig(db);
  if (existing) return { row: existing, created: false };
  const stamp = now();
  await db
    .insertInto('config')
    .values({
      blog_name: '',
      blog_avatar: '',
      avatar_bg: '',
      personal_say: '',
      blog_notice: '',
      typewriter_text: '',
      chat_title: '',
      qq_link: '',
      we_chat_link: '',
      github_link: '',
      git_ee_link: '',
      bilibili_link: '',
      qq_group: '',
      we_chat_group: '',
      admin_url: '/admin',
      view_time: 0,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .execute();
  return { row: (await getSiteConfig(db))!, created: true };
}

/** Writes the given fields and answers the whole row. */
export async function updateSiteConfig(db: DB, change: ConfigBody): Promise<SiteConfig> {
  const { row } = await ensureSiteConfig(db);
  await db
    .updateTable('config')
    .set({ ...change, updatedAt: now() })
    .where('id', '=', row.id)
    .execute();
  return (await getSiteConfig(db))!;
}
