import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import UpdateOutlined from '@mui/icons-material/UpdateOutlined';
import type { ReactNode } from 'react';
import { Pill } from '@/shared/components/Pill';
import { formatNumber } from '@/shared/lib/formatNumber';
import { formatDate } from '@/shared/lib/formatTime';
import type { ArticleSummary } from './articleTypes';

function Item({ icon, children, label }: { icon: ReactNode; children: ReactNode; label: string }) {
  return (
    <Box component="span" title={label} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, '& svg': { fontSize: 16 } }}>
      {icon}
      {children}
    </Box>
  );
}

/** Dates, category, likes and views of an article card; tags as pills. */
export function ArticleMeta({ article }: { article: ArticleSummary }) {
  return (
    <>
      <Typography component="div" variant="body2" color="text.secondary" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, my: 1 }}>
        <Item icon={<CalendarMonthOutlined />} label="发表于">发表于 {formatDate(article.createdAt)}</Item>
        <Item icon={<UpdateOutlined />} label="更新于">更新于 {formatDate(article.updatedAt)}</Item>
        {article.categoryName && <Item icon={<FolderOutlined />} label="分类">{article.categoryName}</Item>}
        <Item icon={<ThumbUpOutlined />} label="点赞">{formatNumber(article.thumbs_up_times)}</Item>
        <Item icon={<VisibilityOutlined />} label="浏览">{formatNumber(article.view_times)}</Item>
      </Typography>
      {article.tagNameList?.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1 }}>
          {article.tagNameList.map((tag) => (
            <Pill key={tag}>{tag}</Pill>
          ))}
        </Box>
      )}
    </>
  );
}
