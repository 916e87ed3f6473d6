import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { DailyPoint } from '../desk/adminTypes';
import { linePoints } from './chartPath';

const WIDTH = 600;
const HEIGHT = 180;

/** The 30-day views and comments lines as a small SVG, with a text summary for screen readers. */
export function TrendChart({ series }: { series: DailyPoint[] }) {
  const theme = useTheme();
  const views = series.map((p) => p.views);
  const comments = series.map((p) => p.comments);
  const max = Math.max(1, ...views, ...comments);
  const first = series[0]?.day ?? '';
  const last = series.at(-1)?.day ?? '';
  const summary = `近 30 天：浏览 ${views.reduce((a, b) => a + b, 0)} 次，评论 ${comments.reduce((a, b) => a + b, 0)} 条`;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={summary}
        preserveAspectRatio="none"
        style={{ height: 200 }}
      >
        <line x1={0} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke={theme.palette.divider} />
        <polyline
          fill="none"
          stroke={theme.palette.primary.main}
          strokeWidth={2}
          points={linePoints(views, WIDTH, HEIGHT - 4, max)}
        />
        <polyline
          fill="none"
          stroke={theme.palette.secondary.main}
          strokeWidth={2}
          strokeDasharray="6 4"
          points={linePoints(comments, WIDTH, HEIGHT - 4, max)}
        />
      </svg>
      <Box
        component="figcaption"
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', fontSize: 14, color: 'text.secondary' }}
      >
        <span>
          <Box component="span" sx={{ color: 'primary.main' }}>
            ━
          </Box>{' '}
          浏览
        </span>
        <span>
          <Box component="span" sx={{ color: 'secondary.main' }}>
            ┅
          </Box>{' '}
          评论
        </span>
        <span>
          {first} 至 {last}，最高 {max}
        </span>
      </Box>
    </Box>
  );
}
