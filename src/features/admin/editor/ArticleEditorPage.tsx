import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router';
import { formatDateTime } from './formatSavedAt';
import { PageState } from '@/shared/components/PageState';
import { ADMIN_BASE, idAfter } from '../adminPaths';
import { useAdminArticleQuery, useSaveArticleMutation } from '../desk/adminApi';
import { useAdminNotice } from '../desk/useAdminNotice';
import { ArticleMetaFields } from './ArticleMetaFields';
import { articleInput, EMPTY_VALUES, validateArticle, valuesOf } from './editorValues';
import { MarkdownEditor } from './MarkdownEditor';
import { useArticleDraft } from './useArticleDraft';

/** /admin/articles/new and /admin/articles/:id: the article editor with its local draft. */
export function ArticleEditorPage() {
  const articleId = idAfter(useLocation().pathname, 'articles');
  const isNew = articleId === 'new';
  const navigate = useNavigate();
  const article = useAdminArticleQuery(isNew ? 0 : articleId, { skip: isNew, refetchOnMountOrArgChange: true });
  const loaded = useMemo(
    () => (isNew ? EMPTY_VALUES : article.data ? valuesOf(article.data) : null),
    [isNew, article.data],
  );
  const draft = useArticleDraft(articleId, loaded);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { isLoading: saving }] = useSaveArticleMutation();
  const act = useAdminNotice();

  if (!isNew && article.isError)
    return (
      <PageState
        kind="error"
        message="文章加载失败"
        action={<Button onClick={() => void article.refetch()}>重试</Button>}
      />
    );
  const { values } = draft;
  if (!values)
    return (
      <Box data-testid="editor-loading">
        <Skeleton height={56} />
        <Skeleton variant="rectangular" height={480} />
      </Box>
    );

  const submit = async () => {
    const found = validateArticle(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const answer = await act(save({ id: isNew ? undefined : articleId, body: articleInput(values) }), {
      success: isNew ? '发布成功' : '保存成功',
    });
    if (!answer) return;
    draft.saved();
    if (isNew) navigate(`${ADMIN_BASE}/articles`);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {isNew ? '写文章' : '编辑文章'}
      </Typography>
      {draft.restoredAt !== null && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={draft.discard}>
              放弃草稿
            </Button>
          }
        >
          已恢复 {formatDateTime(draft.restoredAt)} 自动保存的本地草稿
        </Alert>
      )}
      <TextField
        label="文章标题"
        required
        value={values.article_title}
        onChange={(event) => draft.change({ article_title: event.target.value })}
        error={!!errors.article_title}
        helperText={errors.article_title}
      />
      <MarkdownEditor
        value={values.article_content}
        onChange={(article_content) => draft.change({ article_content })}
      />
      {errors.article_content && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
          {errors.article_content}
        </Typography>
      )}
      <ArticleMetaFields values={values} errors={errors} change={draft.change} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" disabled={saving} onClick={() => void submit()}>
          {isNew ? '发布文章' : '保存文章'}
        </Button>
        <Button onClick={() => navigate(`${ADMIN_BASE}/articles`)}>返回列表</Button>
      </Box>
    </Box>
  );
}
