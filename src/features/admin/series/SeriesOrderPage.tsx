import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { useLocation } from 'react-router';
import { Link as RouterLink } from '@/shared/components/Link';
import { PageState } from '@/shared/components/PageState';
import { ADMIN_BASE, idAfter } from '../adminPaths';
import { STATUS_LABELS } from '../articles/articleStatus';
import { useAdminNotice } from '../desk/useAdminNotice';
import { PositionField } from './PositionField';
import { placedAt } from './seriesOrder';
import { useOrderSeriesMutation, useSeriesPostsQuery } from './seriesDeskApi';

/**
 * One series' posts of any status in order (docs/behaviour.md §9.6): drag a post (native drag and
 * drop) or type its place; each change sends the whole order, PUT /api/admin/series/{id}/order.
 */
export function SeriesOrderPage() {
  const found = idAfter(useLocation().pathname, 'series');
  const seriesId = found === 'new' ? 0 : found;
  const { data, isLoading, isError, refetch } = useSeriesPostsQuery(seriesId, { skip: seriesId === 0 });
  const [order] = useOrderSeriesMutation();
  const act = useAdminNotice();
  const [dragged, setDragged] = useState<number | null>(null);
  const posts = data?.posts ?? [];
  const ids = posts.map((post) => post.id);
  const place = (from: number, to: number) => {
    if (from === to) return;
    void act(order({ id: seriesId, idList: placedAt(ids, from, to) }), { success: '顺序已保存' });
  };

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {data ? `专栏《${data.series.name}》的文章顺序` : '专栏文章顺序'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`${ADMIN_BASE}/series`}>
          返回专栏管理
        </Button>
        <Typography variant="body2" color="text.secondary">
          拖动文章或修改序号来调整顺序；文章在编辑器的“所属专栏”中加入或移出专栏。
        </Typography>
      </Box>
      {seriesId === 0 || isError ? (
        <PageState
          kind="error"
          message="专栏不存在或加载失败"
          action={<Button onClick={() => void refetch()}>重试</Button>}
        />
      ) : isLoading ? (
        <Skeleton variant="rectangular" height={160} />
      ) : posts.length === 0 ? (
        <PageState kind="empty" message="这个专栏还没有文章" />
      ) : (
        <Box component="ol" aria-label="专栏文章顺序" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {posts.map((post, index) => (
            <Box
              component="li"
              key={post.id}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                setDragged(index);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) place(dragged, index);
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                p: 1,
                mb: 1,
                border: 1,
                borderColor: dragged === index ? 'primary.main' : 'divider',
                borderRadius: 1,
                cursor: 'grab',
                opacity: dragged === index ? 0.6 : 1,
              }}
            >
              <DragIndicator color="action" aria-hidden />
              <PositionField
                position={index + 1}
                count={posts.length}
                title={post.article_title}
                onPlace={(position) => place(index, position - 1)}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <RouterLink to={`${ADMIN_BASE}/articles/${post.id}`}>{post.article_title}</RouterLink>
              </Box>
              <Chip size="small" label={STATUS_LABELS[post.status]} />
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}
