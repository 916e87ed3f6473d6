import fs from 'node:fs';
import sanitizeHtml from 'sanitize-html';

// What typeset math (math.ts) may keep (docs/security.md "Article HTML"): KaTeX's output passes a
// sanitiser of its own, so the article's policy for the author's raw HTML stays as narrow as it was
// (no SVG, no MathML, no KaTeX classes there). It keeps KaTeX's spans with the classes its sheet styles and the boxes' sizes and offsets, the
// SVG strokes of roots and arrows (paths and lines, nothing that loads or runs anything) and the
// MathML that screen readers and feed readers read. Values are bounded lengths and colours.

/** The classes KaTeX's sheet styles, read from the sheet itself, and the atoms it emits unstyled. */
function katexClasses(): string[] {
  const css = fs.readFileSync(require.resolve('katex/dist/katex.min.css'), 'utf8');
  const styled = [...css.matchAll(/\.([a-zA-Z_][\w-]*)/g)].map((match) => match[1]);
  const atoms = ['mord', 'mbin', 'mrel', 'mopen', 'mclose', 'mpunct', 'minner', 'mop', 'mtight'];
  return [
    ...new Set([
      ...styled,
      ...atoms,
      'colorbox',
      'fcolorbox',
      'nobreak',
      'allowbreak',
      'text',
      'cjk_fallback',
      'katex-error',
    ]),
  ];
}

const LENGTH = /^(-?\d{1,2}(\.\d+)?(em|ex|pt)|0)$/;
const COLOUR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\([\d.,\s%]+\))$/i;
const lengths = (...names: string[]) => Object.fromEntries(names.map((name) => [name, [LENGTH]]));

const STYLES: Record<'span' | 'svg', Record<string, RegExp[]>> = {
  span: {
    ...lengths(
      'height',
      'top',
      'bottom',
      'left',
      'width',
      'min-width',
      'margin-left',
      'margin-right',
      'padding-left',
      'vertical-align',
      'border-width',
      'border-top-width',
      'border-bottom-width',
      'border-right-width',
    ),
    margin: [/^(-?\d{1,2}(\.\d+)?em|0)( (-?\d{1,2}(\.\d+)?em|0)){0,3}$/],
    position: [/^relative$/],
    'border-style': [/^solid$/],
    'border-right-style': [/^solid$/],
    border: [/^\d{1,2}(\.\d+)?em solid (#[0-9a-f]{3,8}|[a-z]{3,20})$/i],
    color: [COLOUR],
    'background-color': [COLOUR],
    'border-color': [COLOUR],
  },
  svg: { ...lengths('width', 'height', 'min-width'), position: [/^relative$/] },
};

const MATHML_TAGS = [
  'math',
  'semantics',
  'annotation',
  'mrow',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'mspace',
  'msup',
  'msub',
  'msubsup',
  'mfrac',
  'msqrt',
  'mroot',
  'mover',
  'munder',
  'munderover',
  'mstyle',
  'mpadded',
  'mphantom',
  'menclose',
  'merror',
  'mtable',
  'mtr',
  'mtd',
  'mlabeledtr',
];

const MATHML_ATTRIBUTES = [
  'xmlns',
  'display',
  'encoding',
  'mathvariant',
  'mathcolor',
  'mathbackground',
  'mathsize',
  'fence',
  'stretchy',
  'separator',
  'minsize',
  'maxsize',
  'accent',
  'accentunder',
  'linethickness',
  'notation',
  'scriptlevel',
  'displaystyle',
  'lspace',
  'rspace',
  'voffset',
  'width',
  'height',
  'depth',
  'rowspacing',
  'columnspacing',
  'columnalign',
  'columnlines',
  'rowlines',
  'movablelimits',
  'largeop',
  'symmetric',
];

const MATH_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['span', 'svg', 'path', 'line', ...MATHML_TAGS],
  allowedAttributes: {
    ...Object.fromEntries(MATHML_TAGS.map((tag) => [tag, MATHML_ATTRIBUTES])),
    // An error keeps the message as a title; the visual part is hidden from screen readers (MathML is read).
    span: ['class', 'style', 'title', 'aria-hidden'],
    svg: ['xmlns', 'width', 'height', 'viewbox', 'preserveaspectratio', 'style'],
    path: ['d'],
    line: ['x1', 'y1', 'x2', 'y2', 'stroke-width'],
  },
  allowedClasses: { span: katexClasses() },
  allowedStyles: STYLES,
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
};

/** KaTeX's HTML of one formula, kept to what math-policy allows. */
export const sanitizeMathHtml = (html: string): string => sanitizeHtml(html, MATH_POLICY);
