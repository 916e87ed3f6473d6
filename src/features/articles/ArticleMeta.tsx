import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import UpdateOutlined from '@mui/icons-material/UpdateOutlined';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Pill } from '@/shared/components/Pill';
import { articleListPath } from '@/shared/lib/articleListPath';
import { formatNumber } from '@/shared/lib/formatNumber';
import { formatDate } from '@/shared/lib/formatTime';
import type { ArticleSummary } from './articleTypes';

export function MetaItem({ icon, children, label }: { icon: ReactNode; children: ReactNode; label: string }) {
  return (
    <Box
      component="span"
      title={label}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, '& svg': { fontSize: 16 } }}
    >
      {icon}
      {children}
    </Box>
  );
}

const plainLink = { color: 'inherit', textDecoration: 'none' } as const;

/** The article's tags as pills, each opening its /articleList (a plain pill when the id is unknown). */
export function TagPills({ article }: { article: Pick<ArticleSummary, 'tagNameList' | 'tagIdList'> }) {
  if (!article.tagNameList?.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1 }}>
      {article.tagNameList.map((name, index) => {
        const id = article.tagIdList?.[index];
        return id ? (
          <Link key={name} to={articleListPath({ type: 'tag', id, name })} style={plainLink}>
            <Pill sx={{ '&:hover': { borderColor: 'primary.main', color: 'primary.main' } }}>{name}</Pill>
          </Link>
        ) : (
          <Pill key={name}>{name}</Pill>
        );
      })}
    </Box>
  );
}

/** The category, as a link to its /articleList when its id is known. */
export function CategoryLink({ article }: { article: Pick<ArticleSummary, 'categoryName' | 'category_id'> }) {
  if (!article.categoryName) return null;
  return (
    <MetaItem icon={<FolderOutlined />} label="分类">
      {article.category_id ? (
        <Link
          to={articleListPath({ type: 'category', id: article.category_id, name: article.categoryName })}
          style={plainLink}
        >
          {article.categoryName}
        </Link>
      ) : (
        article.categoryName
      )}
    </MetaItem>
  );
}

/** Dates, category, likes and views of an article card; tags as pills. */
export function ArticleMeta({ article }: { article: ArticleSummary }) {
  return (
    <>
      <Typography
        component="div"
        variant="body2"
        color="text.secondary"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, my: 1 }}
      >
        <MetaItem icon={<CalendarMonthOutlined />} label="发表于">
          发表于 {formatDate(article.createdAt)}
        </MetaItem>
        <MetaItem icon={<UpdateOutlined />} label="更新于">
          更新于 {formatDate(article.updatedAt)}
        </MetaItem>
        <CategoryLink article={article} />
        <MetaItem icon={<ThumbUpOutlined />} label="点赞">
          {formatNumber(article.thumbs_up_times)}
        </MetaItem>
        <MetaItem icon={<VisibilityOutlined />} label="浏览">
          {formatNumber(article.view_times)}
        </MetaItem>
      </Typography>
      <TagPills article={article} />
    </>
  );
}
