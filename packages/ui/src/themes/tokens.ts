/**
 * Typed raw design tokens. Components never read these: they read `vars` (the theme
 * contract). Only the theme files and the contrast test import raw values.
 */

/** Colours named by purpose. Every tone has a solid fill, its on-fill text, a soft fill and a text colour. */
export interface ColorTokens {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  textDisabled: string;
  focusRing: string;
  overlay: string;
  skeleton: string;
  skeletonHighlight: string;
  brand: string;
  brandHover: string;
  brandActive: string;
  onBrand: string;
  brandSoft: string;
  brandText: string;
  critical: string;
  criticalHover: string;
  criticalActive: string;
  onCritical: string;
  criticalSoft: string;
  criticalText: string;
  positive: string;
  positiveHover: string;
  positiveActive: string;
  onPositive: string;
  positiveSoft: string;
  positiveText: string;
  caution: string;
  cautionHover: string;
  cautionActive: string;
  onCaution: string;
  cautionSoft: string;
  cautionText: string;
  info: string;
  infoHover: string;
  infoActive: string;
  onInfo: string;
  infoSoft: string;
  infoText: string;
  neutral: string;
  neutralHover: string;
  neutralActive: string;
  onNeutral: string;
  neutralSoft: string;
  neutralText: string;
  /** The frame of a scannable code (the QR's quiet zone): light in every theme, so scanners and screens read it alike. */
  codeSurface: string;
  onCodeSurface: string;
  /** The member card of each VinaPhone Plus tier (CONST-51): the card's artwork, alike in every theme. */
  tier1: string;
  tier2: string;
  tier3: string;
  tier4: string;
  tier5: string;
  /** CONST-52: the card's light text, and the dark (black) text of tier 4. */
  onTierLight: string;
  onTierDark: string;
}

export const tones = ['brand', 'critical', 'positive', 'caution', 'info', 'neutral'] as const;
export type Tone = (typeof tones)[number];

/** The operator's brand: a strong blue primary on white surfaces. All text pairs meet WCAG AA (see themes.test.ts). */
export const lightColors: ColorTokens = {
  background: '#F4F6FA',
  surface: '#FFFFFF',
  surfaceRaised: '#FFFFFF',
  surfaceSunken: '#EEF1F5',
  border: '#D5DAE3',
  borderStrong: '#6B7385',
  text: '#141A26',
  textMuted: '#4F586B',
  textDisabled: '#8A93A6',
  focusRing: '#0054B4',
  overlay: 'rgba(10, 16, 30, 0.55)',
  skeleton: '#E3E7EE',
  skeletonHighlight: '#F3F5F8',
  brand: '#0054B4',
  brandHover: '#00458F',
  brandActive: '#003874',
  onBrand: '#FFFFFF',
  brandSoft: '#E8F1FC',
  brandText: '#0050AB',
  critical: '#C4261D',
  criticalHover: '#A51F17',
  criticalActive: '#861912',
  onCritical: '#FFFFFF',
  criticalSoft: '#FDECEA',
  criticalText: '#AE2119',
  positive: '#1B7A38',
  positiveHover: '#166530',
  positiveActive: '#115027',
  onPositive: '#FFFFFF',
  positiveSoft: '#E7F5EC',
  positiveText: '#18702F',
  caution: '#F2B233',
  cautionHover: '#E0A21F',
  cautionActive: '#C98E12',
  onCaution: '#1F1A0E',
  cautionSoft: '#FFF6DC',
  cautionText: '#7A4F00',
  info: '#0B6F8F',
  infoHover: '#095C77',
  infoActive: '#074A60',
  onInfo: '#FFFFFF',
  infoSoft: '#E5F4F8',
  infoText: '#0A6482',
  neutral: '#5B6478',
  neutralHover: '#4B5366',
  neutralActive: '#3D4455',
  onNeutral: '#FFFFFF',
  neutralSoft: '#EEF1F5',
  neutralText: '#3D4455',
  codeSurface: '#FFFFFF',
  onCodeSurface: '#141A26',
  tier1: '#1F5FA6',
  tier2: '#5A6677',
  tier3: '#363D4B',
  tier4: '#E0B040',
  tier5: '#2A2160',
  onTierLight: '#FFFFFF',
  onTierDark: '#141A26',
};

export const darkColors: ColorTokens = {
  background: '#0B101A',
  surface: '#141B28',
  surfaceRaised: '#1B2434',
  surfaceSunken: '#0F1521',
  border: '#2C3648',
  borderStrong: '#7C879C',
  text: '#EEF2F8',
  textMuted: '#A9B3C6',
  textDisabled: '#6B768A',
  focusRing: '#7FB5FF',
  overlay: 'rgba(0, 0, 0, 0.65)',
  skeleton: '#222B3B',
  skeletonHighlight: '#2C3648',
  brand: '#5CA0FF',
  brandHover: '#7BB3FF',
  brandActive: '#9AC5FF',
  onBrand: '#04121F',
  brandSoft: '#16294A',
  brandText: '#7FB5FF',
  critical: '#FF6B63',
  criticalHover: '#FF8A84',
  criticalActive: '#FFA6A1',
  onCritical: '#1F0504',
  criticalSoft: '#3A1715',
  criticalText: '#FF8E87',
  positive: '#4CC274',
  positiveHover: '#67CF8A',
  positiveActive: '#84DBA1',
  onPositive: '#03170A',
  positiveSoft: '#10301C',
  positiveText: '#6AD38E',
  caution: '#F5C04D',
  cautionHover: '#F7CD6E',
  cautionActive: '#F9D98F',
  onCaution: '#1F1603',
  cautionSoft: '#352A0E',
  cautionText: '#F7CD6E',
  info: '#4FC3E6',
  infoHover: '#6FCFEB',
  infoActive: '#8FDAF0',
  onInfo: '#03161D',
  infoSoft: '#0F2E3A',
  infoText: '#72D0EC',
  neutral: '#8D97AB',
  neutralHover: '#A3ACBD',
  neutralActive: '#B9C0CE',
  onNeutral: '#0B101A',
  neutralSoft: '#222B3B',
  neutralText: '#C3CAD8',
  codeSurface: '#FFFFFF',
  onCodeSurface: '#141A26',
  tier1: '#1F5FA6',
  tier2: '#5A6677',
  tier3: '#363D4B',
  tier4: '#E0B040',
  tier5: '#2A2160',
  onTierLight: '#FFFFFF',
  onTierDark: '#141A26',
};

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radius = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  full: '9999px',
} as const;

export const lightShadows = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
  md: '0 4px 12px rgba(16, 24, 40, 0.12)',
  lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
} as const;

export const darkShadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 12px rgba(0, 0, 0, 0.55)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
} as const;

/** Named layers so the sticky header, menus, dialogs and toasts stack predictably. */
export const zIndex = {
  base: '0',
  header: '100',
  dropdown: '200',
  modal: '300',
  toast: '400',
  loadingBar: '500',
} as const;

/** The self-hosted face first, then a metric-adjusted local fallback (see fonts.css.ts) to avoid layout shift. */
export const fontFamily = {
  body: "'Be Vietnam Pro', 'Be Vietnam Pro Fallback', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

/** Type scale: size and line height travel together. Line heights leave room for stacked Vietnamese diacritics. */
export const typeScale = {
  xs: { fontSize: '12px', lineHeight: '18px' },
  sm: { fontSize: '14px', lineHeight: '21px' },
  md: { fontSize: '16px', lineHeight: '24px' },
  lg: { fontSize: '18px', lineHeight: '27px' },
  xl: { fontSize: '22px', lineHeight: '32px' },
  xxl: { fontSize: '28px', lineHeight: '38px' },
} as const;

export const motion = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export const controlHeight = {
  sm: '32px',
  md: '40px',
  lg: '48px',
} as const;
