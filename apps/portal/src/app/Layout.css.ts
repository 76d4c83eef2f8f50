import { style } from '@vanilla-extract/css';

export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  selectors: { '&:focus': { left: '1rem', top: '1rem', background: '#fff', padding: '0.5rem', zIndex: 10 } },
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
  padding: '0.75rem 1.25rem',
  background: '#0b4fb8',
  color: '#fff',
  minHeight: '3.5rem',
});
export const brand = style({ color: '#fff', fontWeight: 700, textDecoration: 'none', fontSize: '1.125rem' });
export const languages = style({ display: 'flex', gap: '0.25rem' });
export const languageButton = style({
  background: 'transparent',
  color: '#fff',
  border: '1px solid rgba(255,255,255,0.7)',
  borderRadius: '999px',
  padding: '0.25rem 0.75rem',
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&[aria-pressed="true"]': { background: '#fff', color: '#0b4fb8' },
    '&:focus-visible': { outline: '3px solid #ffd54a', outlineOffset: '2px' },
  },
});
export const main = style({ maxWidth: '72rem', margin: '0 auto', padding: '1.5rem 1.25rem', minHeight: '60vh' });
