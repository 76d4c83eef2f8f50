import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../private/focusRing.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const box = style([
  focusRing,
  {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '20px',
    height: '20px',
    marginTop: '2px',
    padding: 0,
    border: `1.5px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surface,
    color: vars.color.onBrand,
    cursor: 'pointer',
    selectors: {
      '&[data-state="checked"]': { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
      '&[aria-invalid="true"]': { borderColor: vars.color.critical },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
]);

export const label = style({ cursor: 'pointer', color: vars.color.text });
