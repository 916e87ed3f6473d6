/**
 * @jest-environment node
 */
// The server render's own environment: Emotion collects rules as text only where there is no document.
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { FrameMemo, FramePartsContext } from '@/shared/components/FrameMemo';
import { criticalStyles } from './criticalStyles';
import { createEmotionCache } from './emotionCache';
import { renderFrameParts } from './frameParts';

// docs/performance.md "/article page under load": a frame part is rendered once per inputs, and
// later renders put its HTML and its rules back where the part stood.

let partRenders = 0;

function Part({ label }: { label: string }) {
  partRenders += 1;
  return (
    <Box component="header" sx={{ color: 'red', letterSpacing: '2px' }}>
      <Box component="span" sx={{ fontWeight: 700 }}>
        {label}
      </Box>
    </Box>
  );
}

/**
 * One server render as src/app/ssr/renderPage.tsx makes it: markup settled (parts kept unless the
 * render had errors), then its critical CSS.
 */
function render(inputs: string, label = inputs, { errors = false } = {}) {
  const cache = createEmotionCache();
  cache.compat = true;
  const parts = renderFrameParts();
  const markup = renderToString(
    <CacheProvider value={cache}>
      <FramePartsContext value={parts}>
        <Box sx={{ display: 'flex' }}>
          <FrameMemo inputs={inputs}>
            <Part label={label} />
          </FrameMemo>
          <Box component="main" sx={{ color: 'red', letterSpacing: '2px' }}>
            正文
          </Box>
        </Box>
      </FramePartsContext>
    </CacheProvider>,
  );
  const html = parts.settle(markup, cache, !errors);
  return { html, styles: criticalStyles(cache, html) };
}

describe('frame parts', () => {
  beforeEach(() => {
    partRenders = 0;
  });

  it('renders a part once for the same inputs, and puts back the same markup and styles', () => {
    const first = render('part one');
    const again = render('part one');
    expect(partRenders).toBe(1);
    expect(again).toEqual(first);
    expect(first.html).toContain('<header');
    expect(first.html).not.toContain('<template');
    // The part's own rule is in the page's CSS; the one main shares is there once.
    expect(first.styles.filter((rule) => rule.css.includes('font-weight:700'))).toHaveLength(1);
    expect(first.styles.filter((rule) => rule.css.includes('letter-spacing:2px'))).toHaveLength(1);
  });

  it('renders the part again when its inputs change', () => {
    render('part two', '第一版');
    const changed = render('part two, renamed', '第二版');
    expect(partRenders).toBe(2);
    expect(changed.html).toContain('第二版');
  });

  it('keeps nothing from a render with errors', () => {
    expect(render('part three', '出错的一次', { errors: true }).html).not.toContain('<template');
    render('part three');
    expect(partRenders).toBe(2);
  });

  it('renders its children on the client, where no render keeps parts', () => {
    expect(
      renderToString(
        <FrameMemo inputs="client">
          <Part label="客户端" />
        </FrameMemo>,
      ),
    ).toContain('客户端');
  });
});
