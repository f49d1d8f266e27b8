/**
 * The chart's colours are the app's own CSS variables, so they follow the
 * light and dark themes without JavaScript reading the theme.
 */
export const chartTheme = {
  primary: 'var(--color-accent)',
  secondary: 'var(--color-accent-text)',
  grid: 'var(--color-border)',
  axis: 'var(--color-fg-muted)',
  tick: { fill: 'var(--color-fg-muted)', fontSize: 12 },
  tooltip: {
    contentStyle: {
      background: 'var(--color-canvas)',
      border: '1px solid var(--color-border)',
      borderRadius: '0.5rem',
      color: 'var(--color-fg)',
    },
    labelStyle: { color: 'var(--color-fg)' },
    cursor: { fill: 'var(--color-surface-strong)' },
  },
} as const;
