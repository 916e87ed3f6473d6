import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link } from '@/shared/components/Link';
import { MaskIcon, type IconPath } from '@/shared/components/MaskIcon';
import { Pill } from '@/shared/components/Pill';
import { articleListPath } from '@/shared/lib/articleListPath';
import { formatNumber } from '@/shared/lib/formatNumber';
import { formatDate } from '@/shared/lib/formatTime';
import type { ArticleSummary } from './articleTypes';
import { META_ICONS } from './metaIcons';

/** One fact of the meta line with its icon (META_ICONS), drawn by CSS: cards repeat it many times. */
export function MetaItem({ icon, children, label }: { icon: IconPath; children: ReactNode; label: string }) {
  return (
    <Box component="span" title={label} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <MaskIcon path={icon} size={16} aria-hidden />
      {children}
    </Box>
  );
}

/** A link that looks like the text around it (one class, not a style on every link of every card). */
export const PlainLink = styled(Link)({ color: 'inherit', textDecoration: 'none' });

/** The article's tags as pills, each opening its /articleList (a plain pill when the id is unknown). */
export function TagPills({ article }: { article: Pick<ArticleSummary, 'tagNameList' | 'tagIdList'> }) {
  if (!article.tagNameList?.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1 }}>
      {article.tagNameList.map((name, index) => {
        const id = article.tagIdList?.[index];
        return id ? (
          <PlainLink key={name} to={articleListPath({ type: 'tag', id, name })}>
            <Pill sx={{ '&:hover': { borderColor: 'primary.main', color: 'primary.main' } }}>{name}</Pill>
          </PlainLink>
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
    <MetaItem icon={META_ICONS.folder} label="分类">
      {article.category_id ? (
        <PlainLink to={articleListPath({ type: 'category', id: article.category_id, name: article.categoryName })}>
          {article.categoryName}
        </PlainLink>
      ) : (
        article.categoryName
      )}
    </MetaItem>
  );
}

/** When an article was written and last changed (cards and the article banner). */
export function ArticleDates({ article }: { article: Pick<ArticleSummary, 'createdAt' | 'updatedAt'> }) {
  return (
    <>
      <MetaItem icon={META_ICONS.calendar} label="发表于">
        {`发表于 ${formatDate(article.createdAt)}`}
      </MetaItem>
      <MetaItem icon={META_ICONS.update} label="更新于">
        {`更新于 ${formatDate(article.updatedAt)}`}
      </MetaItem>
    </>
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
        <ArticleDates article={article} />
        <CategoryLink article={article} />
        <MetaItem icon={META_ICONS.thumbUp} label="点赞">
          {formatNumber(article.thumbs_up_times)}
        </MetaItem>
        <MetaItem icon={META_ICONS.visibility} label="浏览">
          {formatNumber(article.view_times)}
        </MetaItem>
      </Typography>
      <TagPills article={article} />
    </>
  );
}
