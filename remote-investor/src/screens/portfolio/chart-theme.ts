import { useMemo } from 'react';
import { useCustomization } from 'host/platform';

/** The overlay of each series' fill, in order: the first is plain, the others add a pattern. */
export const PATTERNS = ['solid', 'diagonal', 'dots', 'horizontal', 'cross', 'vertical'] as const;

export type ChartTheme = {
  /** One colour per series, in the order of PATTERNS. */
  series: string[];
  text: string;
  muted: string;
  grid: string;
  surface: string;
  font: string;
};

/** The tokens (shared/tokens.css) the series take, overridden by the tenant's customization CSS. */
const SERIES_TOKENS = ['--color-primary', '--color-success', '--color-warning', '--color-danger', '--color-info-text', '--color-neutral-text'];

/**
 * The light theme's values, for a page without the tokens (a test's document): SVG attributes
 * need resolved colours, which is why the tokens are read rather than written as var(...).
 */
const FALLBACK: Record<string, string> = {
  '--color-primary': '#1d4ed8',
  '--color-success': '#15803d',
  '--color-warning': '#b45309',
  '--color-danger': '#b91c1c',
  '--color-info-text': '#1e3a8a',
  '--color-neutral-text': '#1f2937',
  '--color-text': '#111827',
  '--color-text-muted': '#4b5563',
  '--color-border': '#e5e7eb',
  '--color-surface': '#ffffff',
  '--font-family-sans': 'system-ui, sans-serif',
};

/** `_css` is the tenant's CSS the tokens come from: only a new one makes them worth reading again. */
function readTheme(_css: string | null | undefined): ChartTheme {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string) => style.getPropertyValue(name).trim() || FALLBACK[name] || '';
  return {
    series: SERIES_TOKENS.map(token),
    text: token('--color-text'),
    muted: token('--color-text-muted'),
    grid: token('--color-border'),
    surface: token('--color-surface'),
    font: token('--font-family-sans'),
  };
}

/**
 * The tenant's colours and font, read from the page's CSS custom properties; read again when
 * the tenant's CSS (which the host writes into the page with the customization) changes.
 */
export function useChartTheme(): ChartTheme {
  const { css } = useCustomization();
  return useMemo(() => readTheme(css), [css]);
}
