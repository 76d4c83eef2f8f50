import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

/**
 * A list of records, one card each (e-invoices, loyalty point history): the record's text in a column (a
 * title that may wrap anywhere, a muted line under it), then its cells; on a desktop, two cells at the end.
 * `phoneColumns` is the grid of a phone, where a record lays its cells out in its own way.
 * A plain module, called from the callers' .css.ts files: a .css.ts file may export no function, and the
 * classes are made in the scope of the .css.ts file that calls it.
 */
export function recordListStyles(phoneColumns: string) {
  return {
    list: style({
      listStyle: 'none',
      margin: 0,
      padding: 0,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.sm,
    }),
    card: style({
      display: 'grid',
      gridTemplateColumns: phoneColumns,
      alignItems: 'center',
      gap: vars.space.sm,
      padding: vars.space.md,
      borderRadius: vars.radius.md,
      border: `1px solid ${vars.color.border}`,
      background: vars.color.surface,
      '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '1fr auto auto' } },
    }),
    text: style({ display: 'flex', flexDirection: 'column', minWidth: 0 }),
    title: style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' }),
    meta: style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm }),
  };
}
