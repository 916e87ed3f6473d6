import type { ArticleStatusName } from '../desk/adminTypes';

/** The statuses in the order the desk offers them, with their labels. */
export const STATUS_LABELS: Record<ArticleStatusName, string> = {
  public: '公开',
  private: '私密',
  draft: '草稿',
  scheduled: '定时',
};
export const ARTICLE_STATUSES: readonly ArticleStatusName[] = ['public', 'private', 'draft', 'scheduled'];
