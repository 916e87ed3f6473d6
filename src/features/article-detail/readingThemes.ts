import type { CodeTheme, PreviewTheme } from '@/features/theme';

/**
 * Chinese names and preview swatches of the stored theme identifiers (docs/behaviour.md §9.1
 * 阅读设置). The stored values stay the spec's identifiers; readers only see these names.
 * `paper`/`ink`/`accent` are the theme's own page, text and accent colours, drawn as a small card.
 */
export interface ThemeLook {
  name: string;
  paper: string;
  ink: string;
  accent: string;
}

export const PREVIEW_THEME_LOOKS: Record<PreviewTheme, ThemeLook> = {
  default: { name: '默认', paper: '#ffffff', ink: '#333333', accent: '#2d8cf0' },
  github: { name: 'GitHub', paper: '#ffffff', ink: '#1f2328', accent: '#0969da' },
  vuepress: { name: 'VuePress', paper: '#ffffff', ink: '#2c3e50', accent: '#3eaf7c' },
  'mk-cute': { name: '粉萌', paper: '#fffafc', ink: '#333333', accent: '#ef4ea2' },
  'smart-blue': { name: '智慧蓝', paper: '#f8fbff', ink: '#595959', accent: '#0069c2' },
  cyanosis: { name: '青碧', paper: '#ffffff', ink: '#353535', accent: '#00a2c2' },
};

export const CODE_THEME_LOOKS: Record<CodeTheme, ThemeLook> = {
  atom: { name: 'Atom 夜色', paper: '#282c34', ink: '#abb2bf', accent: '#c678dd' },
  a11y: { name: '高对比', paper: '#2b2b2b', ink: '#f8f8f2', accent: '#ffa07a' },
  github: { name: 'GitHub', paper: '#f6f8fa', ink: '#24292e', accent: '#d73a49' },
  gradient: { name: '霓虹渐变', paper: '#501f7a', ink: '#e7e4eb', accent: '#fffd8d' },
  kimbie: { name: '暖棕', paper: '#221a0f', ink: '#d3af86', accent: '#dc3958' },
  paraiso: { name: '天堂紫', paper: '#2f1e2e', ink: '#a39e9b', accent: '#ef6155' },
  qtcreator: { name: 'Qt 经典', paper: '#000000', ink: '#aaaaaa', accent: '#ff55ff' },
  stackoverflow: { name: 'Stack Overflow', paper: '#1c1b1b', ink: '#ffffff', accent: '#88aece' },
};
