import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useIsNarrow } from '@/shared/hooks/useIsNarrow';
import { visuallyHidden } from '@/shared/lib/visuallyHidden';
import type { DailyPoint } from '../desk/adminTypes';
import { countTicks, dateTickIndexes, linePoints, shortDay } from './chartPath';

const WIDTH = 600;
const HEIGHT = 180;
const PLOT_HEIGHT = 200;

const shift = (k: number, count: number) => (k === 0 ? '0' : k === count - 1 ? '-100%' : '-50%');

// The axis labels are HTML placed in percent of the plot, not SVG text: the plot stretches to any
// width (preserveAspectRatio none), and text inside it would stretch with it.
const LABEL = { position: 'absolute', fontSize: 12, lineHeight: 1, color: 'text.secondary', whiteSpace: 'nowrap' };

/**
 * The 30-day views and comments lines with a count axis (a few round ticks and their grid lines) and
 * a date axis (five dates, three on a phone). Colours come from the theme (light and dark). The
 * drawing is hidden from screen readers, which get the summary and a table of every day instead
 * (docs/admin-desk.md).
 */
export function TrendChart({ series }: { series: DailyPoint[] }) {
  const theme = useTheme();
  // Five dates fit a desktop's width, three a phone's.
  const dateLabels = useIsNarrow() ? 3 : 5;
  const views = series.map((p) => p.views);
  const comments = series.map((p) => p.comments);
  const ticks = countTicks(Math.max(0, ...views, ...comments));
  const top = ticks.at(-1) ?? 1;
  const first = series[0]?.day ?? '';
  const last = series.at(-1)?.day ?? '';
  const summary = `近 30 天：浏览 ${views.reduce((a, b) => a + b, 0)} 次，评论 ${comments.reduce((a, b) => a + b, 0)} 条`;
  const xAt = (index: number) => (series.length > 1 ? (index / (series.length - 1)) * 100 : 0);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box aria-hidden data-testid="trend-plot" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}>
        <Box data-testid="count-axis" sx={{ position: 'relative', height: PLOT_HEIGHT, minWidth: '2.5em' }}>
          {ticks.map((tick) => (
            <Box
              key={tick}
              component="span"
              sx={{ ...LABEL, right: 0, top: `${(1 - tick / top) * 100}%`, transform: 'translateY(-50%)' }}
            >
              {tick.toLocaleString('zh-CN')}
            </Box>
          ))}
        </Box>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" preserveAspectRatio="none" style={{ height: PLOT_HEIGHT }}>
          {ticks.map((tick) => {
            const y = HEIGHT - (tick / top) * HEIGHT;
            return (
              <line
                key={tick}
                x1={0}
                y1={y}
                x2={WIDTH}
                y2={y}
                stroke={tick === 0 ? theme.palette.text.secondary : theme.palette.divider}
                vectorEffect="non-scaling-stroke"
              />
            );
          })}
          <polyline
            fill="none"
            stroke={theme.palette.primary.main}
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
            points={linePoints(views, WIDTH, HEIGHT, top)}
          />
          <polyline
            fill="none"
            stroke={theme.palette.secondary.main}
            strokeWidth={2}
            strokeDasharray="6 4"
            vectorEffect="non-scaling-stroke"
            points={linePoints(comments, WIDTH, HEIGHT, top)}
          />
        </svg>
        <span />
        <Box data-testid="date-axis" sx={{ position: 'relative', height: 24 }}>
          {dateTickIndexes(series.length, dateLabels).map((index, k, all) => (
            <Box
              key={index}
              component="span"
              // The end labels stay inside the plot's width; the others centre on their day.
              sx={{ ...LABEL, top: 8, left: `${xAt(index)}%`, transform: `translateX(${shift(k, all.length)})` }}
            >
              {shortDay(series[index].day)}
            </Box>
          ))}
        </Box>
      </Box>
      <Box
        component="figcaption"
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', fontSize: 14, color: 'text.secondary', mt: 1 }}
      >
        <span>
          <Box component="span" aria-hidden sx={{ color: 'primary.main' }}>
            ━
          </Box>{' '}
          浏览
        </span>
        <span>
          <Box component="span" aria-hidden sx={{ color: 'secondary.main' }}>
            ┅
          </Box>{' '}
          评论
        </span>
        <span>
          {first} 至 {last}（横轴为日期，纵轴为次数）
        </span>
        <Box component="span" sx={visuallyHidden}>
          {summary}
        </Box>
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>近 30 天每日浏览与评论</caption>
        <thead>
          <tr>
            <th scope="col">日期</th>
            <th scope="col">浏览</th>
            <th scope="col">评论</th>
          </tr>
        </thead>
        <tbody>
          {series.map((point) => (
            <tr key={point.day}>
              <th scope="row">{point.day}</th>
              <td>{point.views}</td>
              <td>{point.comments}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
