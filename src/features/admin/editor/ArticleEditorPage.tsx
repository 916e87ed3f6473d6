import { lazy, Suspense, useMemo, useState } from 'react';
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
import { EditorActions } from './EditorActions';
import type { EditorAction } from './editorActions';
import { MarkdownEditor } from './MarkdownEditor';
import { useArticleDraft } from './useArticleDraft';
import { revisionValues, type EditorValues } from './editorValues';
import { UnsavedAutosave } from './revisions/UnsavedAutosave';
import { useAutosave } from './revisions/useAutosave';

// 历史版本 loads when opened (docs/behaviour.md §11.3).
const RevisionsDialog = lazy(() => import('./revisions/RevisionsDialog'));

const SCHEDULED_NOTICE = '已设定定时发布，到时自动公开';

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
  // The version the next save names (docs/behaviour.md §11.2): as read, then as the last save left it.
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  const [save, { isLoading: saving }] = useSaveArticleMutation();
  const act = useAdminNotice();
  // What the server holds now (as loaded, saved or restored): autosaves send only what differs.
  const [stored, setStored] = useState<EditorValues | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [offerAutosave, setOfferAutosave] = useState(true);
  useAutosave(isNew ? null : articleId, draft.values, stored ?? loaded);

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

  const storedStatus = isNew ? null : (article.data?.status ?? null);
  const takeRevision = (patch: Partial<EditorValues>) => {
    setOfferAutosave(false);
    draft.change(patch);
  };
  const submit = async ({ status, success }: EditorAction) => {
    const found = validateArticle(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const id = isNew ? undefined : articleId;
    // 发布 with a 定时发布 time schedules it (docs/behaviour.md §11.1): the notice says so.
    const scheduling = status === 'public' && values.publish_at !== '';
    const notice = { success: scheduling ? SCHEDULED_NOTICE : success };
    const version = isNew ? undefined : (savedVersion ?? article.data?.version);
    const answer = await act(save({ id, body: { ...articleInput(values, status), version } }), notice);
    if (!answer) return;
    if (answer.data.version !== undefined) setSavedVersion(answer.data.version);
    setStored(values);
    draft.saved();
    // A new article saved as a draft (or private) stays open as itself, so the next save edits it.
    if (isNew) navigate(`${ADMIN_BASE}/articles${status === 'public' ? '' : `/${answer.data.id}`}`, { replace: true });
  };

  return (
    // minmax(0, 1fr): the editor's toolbar scrolls inside its own width on a phone instead of widening
    // the whole page (its intrinsic width would otherwise size the grid's one column).
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {isNew ? '写文章' : '编辑文章'}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {!isNew && <Button onClick={() => setHistoryOpen(true)}>历史版本</Button>}
          <EditorActions stored={storedStatus} saving={saving} onSave={(action) => void submit(action)} />
        </Box>
      </Box>
      {!isNew && offerAutosave && loaded && (
        <UnsavedAutosave articleId={articleId} stored={loaded} onRestore={(r) => takeRevision(revisionValues(r))} />
      )}
      {historyOpen && !isNew && (
        <Suspense fallback={null}>
          <RevisionsDialog
            articleId={articleId}
            onClose={() => setHistoryOpen(false)}
            onRestored={(version, revision) => {
              setHistoryOpen(false);
              setSavedVersion(version);
              takeRevision(revisionValues(revision));
              setStored({ ...values, ...revisionValues(revision) });
              draft.saved();
            }}
          />
        </Suspense>
      )}
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
      <Box>
        <Button onClick={() => navigate(`${ADMIN_BASE}/articles`)}>返回列表</Button>
      </Box>
    </Box>
  );
}
