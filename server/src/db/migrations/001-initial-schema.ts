import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/** Dialect-neutral auto-increment key: SERIAL on PostgreSQL, INTEGER PRIMARY KEY AUTOINCREMENT on SQLite. */
function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return isPostgres
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

const table = (db: Kysely<unknown>, name: string) => withId(db, db.schema.createTable(name));

export async function up(db: Kysely<unknown>): Promise<void> {
  await table(db, 'users')
    .addColumn('username', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('nick_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(19)', (c) => c.notNull())
    .execute();

  let config = table(db, 'config');
  for (const col of [
    'blog_name',
    'blog_avatar',
    'avatar_bg',
    'personal_say',
    'blog_notice',
    'typewriter_text',
    'chat_title',
    'qq_link',
    'we_chat_link',
    'github_link',
    'git_ee_link',
    'bilibili_link',
    'qq_group',
    'we_chat_group',
    'admin_url',
  ]) {
    config = config.addColumn(col, 'text', (c) => c.notNull().defaultTo(''));
  }
  await config
    .addColumn('view_time', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(19)', (c) => c.notNull())
    .execute();

  await table(db, 'page_headers')
    .addColumn('route_name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('bg_url', 'varchar(512)', (c) => c.notNull())
    .execute();

  await table(db, 'categories')
    .addColumn('category_name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .execute();

  await table(db, 'tags')
    .addColumn('tag_name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .execute();

  await table(db, 'articles')
    .addColumn('article_title', 'varchar(255)', (c) => c.notNull())
    .addColumn('article_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('article_content', 'text', (c) => c.notNull())
    .addColumn('article_cover', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('origin_url', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('view_times', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('thumbs_up_times', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reading_duration', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('articles_home_order')
    .on('articles')
    .columns(['status', 'is_top', 'createdAt'])
    .execute();
  await db.schema.createIndex('articles_category').on('articles').columns(['category_id', 'createdAt']).execute();
  await db.schema.createIndex('articles_views').on('articles').columns(['status', 'view_times']).execute();

  await table(db, 'article_tag')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addUniqueConstraint('article_tag_unique', ['article_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('article_tag_tag').on('article_tag').columns(['tag_id', 'article_id']).execute();

  await table(db, 'talks')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('like_times', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('talks_order').on('talks').columns(['status', 'is_top', 'createdAt']).execute();

  await table(db, 'talk_photos')
    .addColumn('talk_id', 'integer', (c) => c.notNull().references('talks.id').onDelete('cascade'))
    .addColumn('url', 'varchar(512)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('talk_photos_talk').on('talk_photos').columns(['talk_id', 'sort']).execute();

  await table(db, 'albums')
    .addColumn('album_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('album_cover', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .execute();

  await table(db, 'photos')
    .addColumn('album_id', 'integer', (c) => c.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('url', 'varchar(512)', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('photos_album').on('photos').columns(['album_id', 'id']).execute();

  await table(db, 'links')
    .addColumn('site_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('site_desc', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('site_avatar', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'varchar(512)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('links_status').on('links').columns(['status', 'createdAt']).execute();

  await table(db, 'messages')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('color', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('font_size', 'integer', (c) => c.notNull().defaultTo(16))
    .addColumn('font_weight', 'integer', (c) => c.notNull().defaultTo(400))
    .addColumn('bg_color', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('bg_url', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('nick_name', 'varchar(64)', (c) => c.notNull().defaultTo('游客'))
    .addColumn('tag', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('like_times', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_created').on('messages').columns(['createdAt']).execute();
  await db.schema.createIndex('messages_tag').on('messages').columns(['tag', 'createdAt']).execute();

  await table(db, 'comments')
    .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('for_id', 'integer', (c) => c.notNull())
    .addColumn('from_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('to_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('thumbs_up', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('comments_target')
    .on('comments')
    .columns(['type', 'for_id', 'parent_id', 'createdAt'])
    .execute();
  await db.schema.createIndex('comments_parent').on('comments').columns(['parent_id']).execute();

  await table(db, 'likes')
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('for_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('visitor', 'varchar(64)')
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .addUniqueConstraint('likes_user_unique', ['type', 'for_id', 'user_id'])
    .addUniqueConstraint('likes_visitor_unique', ['type', 'for_id', 'visitor'])
    .execute();

  await table(db, 'notifications')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('to_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('isView', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user')
    .on('notifications')
    .columns(['user_id', 'isView', 'createdAt'])
    .execute();

  await table(db, 'chat_messages')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('content_type', 'varchar(8)', (c) => c.notNull().defaultTo('text'))
    .addColumn('createdAt', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_user').on('chat_messages').columns(['user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'chat_messages',
    'notifications',
    'likes',
    'comments',
    'messages',
    'links',
    'photos',
    'albums',
    'talk_photos',
    'talks',
    'article_tag',
    'articles',
    'tags',
    'categories',
    'page_headers',
    'config',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
