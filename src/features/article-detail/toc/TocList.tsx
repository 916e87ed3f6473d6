import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { fixedHeaderHeight, scrollTargetY, type TocItem } from './toc';

/**
 * Marks the article body laid out whole: its blocks below the first screen otherwise hold estimated
 * heights until they near the viewport (articleBody.css), and a heading measured over estimates
 * would not be where the scroll ends.
 */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';

/** Scrolls the window so the heading sits right under the fixed header. */
export function scrollToHeading(id: string): void {
  const heading = document.getElementById(id);
  if (!heading) return;
  heading.closest('.md-editor-preview')?.setAttribute(LAID_OUT_ATTRIBUTE, '');
  const top = scrollTargetY(heading.getBoundingClientRect().top, window.scrollY, fixedHeaderHeight());
  window.scrollTo({ top, behavior: 'smooth' });
}

interface Props {
  items: TocItem[];
  activeId: string | null;
  /** Called after a heading was chosen (the mobile drawer closes). */
  onPick?: () => void;
}

/** The headings as links; the one being read is highlighted and marked aria-current. */
export function TocList({ items, activeId, onPick }: Props) {
  return (
    <Box component="nav" aria-label="文章目录" sx={{ display: 'flex', flexDirection: 'column' }}>
      {items.map((item) => {
        const active = item.id === activeId;
        return (
          <ButtonBase
            key={item.id}
            component="a"
            href={`#${item.id}`}
            aria-current={active ? 'location' : undefined}
            onClick={(event: React.MouseEvent) => {
              event.preventDefault();
              scrollToHeading(item.id);
              onPick?.();
            }}
            sx={{
              justifyContent: 'flex-start',
              textAlign: 'left',
              py: 0.6,
              pr: 1,
              pl: 1 + item.depth * 1.5,
              borderLeft: 2,
              borderColor: active ? 'primary.main' : 'transparent',
              borderRadius: 0,
              color: active ? 'primary.main' : 'text.secondary',
              fontWeight: active ? 700 : 400,
              fontSize: 14,
              lineHeight: 1.5,
              '&:hover': { color: 'primary.main' },
            }}
          >
            {item.text}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
