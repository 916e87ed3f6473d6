import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import type { ArticleDetailData as ArticleDetail } from '@/features/articles';
import { originLabel } from './readingStats';
import { useCopyNotice } from './useCopyNotice';

const SAFE_URL = /^https?:\/\//i;

/** Where the text comes from (原创 / 转载 / 翻译 with the original's address) and a copy-link button. */
export function ArticleOrigin({ article }: { article: ArticleDetail }) {
  const copy = useCopyNotice();
  const label = originLabel(article.type);
  const origin = SAFE_URL.test(article.origin_url) ? article.origin_url : '';
  return (
    <Box
      component="section"
      aria-label="版权声明"
      sx={{
        mt: 4,
        p: 2,
        borderRadius: 1,
        borderLeft: 4,
        borderColor: 'primary.main',
        bgcolor: 'action.hover',
        fontSize: 14,
        wordBreak: 'break-all',
      }}
    >
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        <b>文章作者：</b>
        {article.authorName ?? '博主'}
      </Typography>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        <b>文章类型：</b>
        {label}
        {label !== '原创' && origin && (
          <>
            {label === '转载' ? '，转载自 ' : '，译自 '}
            <a href={origin} target="_blank" rel="noopener noreferrer nofollow">
              {origin}
            </a>
          </>
        )}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <b>版权声明：</b>
        {label === '原创' ? '本文为博主原创，转载请注明出处。' : '版权归原作者所有，如有侵权请联系删除。'}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ContentCopy />}
        onClick={() => void copy(window.location.href)}
      >
        复制文章链接
      </Button>
    </Box>
  );
}
