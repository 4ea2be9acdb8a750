/**
 * Date beside time where both fit whole (a date such as 11/27/2026 beside its picker icon, and
 * 06:00 PM beside its own); on the narrowest phones, one under the other. No media query, so
 * no style per form row.
 */
export const DATE_TIME_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  columnGap: 'var(--mantine-spacing-sm)',
  rowGap: 'var(--mantine-spacing-xs)',
} as const;
