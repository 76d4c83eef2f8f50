import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../components/private/focusRing.css';
import { vars } from '../../../themes/vars.css';

export const group = style({ display: 'inline-flex', gap: vars.space.xs });

export const option = style([
  focusRing,
  {
    minHeight: '32px',
    padding: `0 ${vars.space.sm}`,
    whiteSpace: 'nowrap',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"]': {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        fontWeight: vars.fontWeight.semibold,
      },
    },
  },
]);
