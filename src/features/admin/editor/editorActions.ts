import type { ArticleStatusName } from '../desk/adminTypes';

/** One button of the editor's action bar: what it says, the status it saves, its notice. */
export interface EditorAction {
  label: string;
  status: ArticleStatusName;
  success: string;
  /** The main action (filled button). */
  primary?: boolean;
}

const SAVE_DRAFT: EditorAction = { label: '保存草稿', status: 'draft', success: '草稿已保存' };
const UNPUBLISH: EditorAction = { label: '转为草稿', status: 'draft', success: '已转为草稿' };
const MAKE_PRIVATE: EditorAction = { label: '设为私密', status: 'private', success: '已设为私密' };
const PUBLISH: EditorAction = { label: '发布', status: 'public', success: '发布成功' };

/**
 * docs/behaviour.md §11, the editor's actions by the article's stored status (null: never saved).
 * 发布 always makes the article public; 更新 saves it keeping the status it has; the others say
 * which status they give it, so no save ever changes who can read the article unannounced.
 */
export function editorActions(stored: ArticleStatusName | null): EditorAction[] {
  switch (stored) {
    case 'public':
      return [UNPUBLISH, MAKE_PRIVATE, { label: '更新', status: 'public', success: '更新成功', primary: true }];
    case 'scheduled':
      // 更新 keeps the publish time the editor holds: a later one keeps it waiting, none publishes now.
      return [UNPUBLISH, MAKE_PRIVATE, { label: '更新', status: 'public', success: '更新成功', primary: true }];
    case 'private':
      return [UNPUBLISH, PUBLISH, { label: '更新', status: 'private', success: '更新成功', primary: true }];
    default:
      return [SAVE_DRAFT, MAKE_PRIVATE, { ...PUBLISH, primary: true }];
  }
}

/** Who can read an article in each status (only public is ever shown to readers, §9.1). */
export const STATUS_AUDIENCE: Record<ArticleStatusName, string> = {
  draft: '读者看不到',
  private: '仅自己可见',
  public: '读者可见',
  scheduled: '到时自动发布，之前读者看不到',
};
