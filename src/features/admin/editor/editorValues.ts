import { ACCESS_PASSWORD_MAX, articleContentProblem } from '@protocol/articleRules';
import type { AdminArticle, ArticleInput, ArticleStatusName } from '../desk/adminTypes';

/** What the editor holds while the author types (also what a local draft stores). */
export interface EditorValues {
  article_title: string;
  article_content: string;
  article_description: string;
  article_cover: string;
  category_name: string;
  tagNameList: string[];
  pinned: boolean;
  /** 定时发布 as the datetime-local field holds it (`YYYY-MM-DDTHH:mm`, blog time); '' for none. */
  publish_at: string;
  /** docs/behaviour.md §11.4: whether the article is behind a password, and a new one typed ('' keeps it). */
  access_on: boolean;
  access_password: string;
  access_hint: string;
  hide_description: boolean;
  /**
   * 所属专栏 (docs/behaviour.md §9.6): a series' id, null for none; undefined (a draft kept before
   * series existed) leaves the stored one as it is.
   */
  series_id?: number | null;
}

export const EMPTY_VALUES: EditorValues = {
  article_title: '',
  article_content: '',
  article_description: '',
  article_cover: '',
  category_name: '',
  tagNameList: [],
  pinned: false,
  publish_at: '',
  access_on: false,
  access_password: '',
  access_hint: '',
  hide_description: false,
  series_id: null,
};

/** The editor's values of a stored article. */
export function valuesOf(article: AdminArticle): EditorValues {
  return {
    article_title: article.article_title,
    article_content: article.article_content,
    article_description: article.article_description,
    article_cover: article.article_cover,
    category_name: article.category_name,
    tagNameList: article.tagNameList,
    pinned: article.is_top === 1,
    publish_at: article.publish_at ? article.publish_at.slice(0, 16).replace(' ', 'T') : '',
    access_on: article.access_protected,
    access_password: '',
    access_hint: article.access_hint,
    hide_description: article.hide_description,
    series_id: article.series_id ?? null,
  };
}

/** The fields a revision brings back into the editor (docs/behaviour.md §11.3). */
export function revisionValues(revision: Pick<EditorValues, RevisionField>): Pick<EditorValues, RevisionField> {
  const { article_title, article_content, article_cover, category_name, tagNameList } = revision;
  return { article_title, article_content, article_cover, category_name, tagNameList };
}
type RevisionField = 'article_title' | 'article_content' | 'article_cover' | 'category_name' | 'tagNameList';

/** Field → Chinese message for what keeps the article from being saved. */
export function validateArticle(values: EditorValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.article_title.trim()) errors.article_title = '请填写文章标题';
  else if (values.article_title.length > 255) errors.article_title = '标题不能超过 255 个字符';
  if (!values.article_content.trim()) errors.article_content = '请填写文章内容';
  else {
    const problem = articleContentProblem(values.article_content);
    if (problem) errors.article_content = problem;
  }
  if (!values.category_name.trim()) errors.category_name = '请选择或输入分类';
  if (values.tagNameList.length > 16) errors.tagNameList = '标签最多 16 个';
  if (values.access_password.length > ACCESS_PASSWORD_MAX)
    errors.access_password = `访问密码不能超过 ${ACCESS_PASSWORD_MAX} 个字符`;
  return errors;
}

/** The request body of a save; the status is the chosen action's (docs/behaviour.md §11). */
export function articleInput(values: EditorValues, status: ArticleStatusName): ArticleInput {
  return {
    article_title: values.article_title.trim(),
    article_content: values.article_content,
    article_description: values.article_description.trim(),
    article_cover: values.article_cover.trim(),
    category_name: values.category_name.trim(),
    tagNameList: [...new Set(values.tagNameList.map((t) => t.trim()).filter(Boolean))],
    status,
    // The server schedules a public save with a later time; the minute's first second (§11.1).
    publish_at: values.publish_at ? `${values.publish_at.replace('T', ' ')}:00` : null,
    is_top: values.pinned ? 1 : 2,
    ...(values.series_id !== undefined && { series_id: values.series_id }),
    ...accessInput(values),
  };
}

/** docs/behaviour.md §11.4: off lifts the password; on sends a newly typed one (none typed keeps it). */
function accessInput(values: EditorValues): Pick<ArticleInput, 'access_password' | 'access_hint' | 'hide_description'> {
  if (!values.access_on) return { access_password: '' };
  return {
    ...(values.access_password && { access_password: values.access_password }),
    access_hint: values.access_hint.trim(),
    hide_description: values.hide_description,
  };
}
