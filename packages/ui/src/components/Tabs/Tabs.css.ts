import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../private/focusRing.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style([
  focusRing,
  {
    flexShrink: 0,
    minHeight: vars.controlHeight.lg,
    paddingInline: vars.space.lg,
    border: 'none',
    borderBottom: '3px solid transparent',
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[data-state="active"]': {
        color: vars.color.brandText,
        borderBottomColor: vars.color.brand,
        fontWeight: vars.fontWeight.semibold,
      },
      '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    },
  },
]);

/** `fitted`: the tabs share the list's width and long labels wrap, so none is cut off on a phone. */
export const width = styleVariants({
  auto: {},
  fitted: {
    flex: '1 1 0',
    minWidth: 0,
    paddingInline: vars.space.sm,
    whiteSpace: 'normal',
    textAlign: 'center',
    overflowWrap: 'anywhere',
  },
});

export const panel = style([focusRing, { paddingBlock: vars.space.lg }]);
