import { describe, expect, it } from 'vitest';
import type { ColorTokens } from './tokens';
import { darkColors, lightColors, tones } from './tokens';

/** WCAG 2.x relative luminance and contrast ratio of two #RRGGBB colours. */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (channels[0] ?? 0) + 0.7152 * (channels[1] ?? 0) + 0.0722 * (channels[2] ?? 0);
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const capitalise = (tone: string) => `${tone[0]?.toUpperCase() ?? ''}${tone.slice(1)}`;

/** Every text-on-background pair the components use. */
function textPairs(colors: ColorTokens): Array<[string, string, string]> {
  const pairs: Array<[string, string, string]> = [];
  const backgrounds = ['background', 'surface', 'surfaceRaised', 'surfaceSunken'] as const;
  const texts = [
    'text',
    'textMuted',
    'brandText',
    'criticalText',
    'positiveText',
    'cautionText',
    'infoText',
    'neutralText',
  ] as const;
  for (const bg of backgrounds)
    for (const fg of texts) pairs.push([`${fg} on ${bg}`, colors[fg], colors[bg]]);
  for (const tone of tones) {
    const on = colors[`on${capitalise(tone)}` as keyof ColorTokens];
    for (const state of ['', 'Hover', 'Active']) {
      pairs.push([
        `on${capitalise(tone)} on ${tone}${state}`,
        on,
        colors[`${tone}${state}` as keyof ColorTokens],
      ]);
    }
    pairs.push([
      `${tone}Text on ${tone}Soft`,
      colors[`${tone}Text` as keyof ColorTokens],
      colors[`${tone}Soft` as keyof ColorTokens],
    ]);
    pairs.push([`text on ${tone}Soft`, colors.text, colors[`${tone}Soft` as keyof ColorTokens]]);
  }
  pairs.push(['onCodeSurface on codeSurface', colors.onCodeSurface, colors.codeSurface]);
  // CONST-52: tier 4's card has dark text, the others light text.
  for (const tier of ['tier1', 'tier2', 'tier3', 'tier5'] as const)
    pairs.push([`onTierLight on ${tier}`, colors.onTierLight, colors[tier]]);
  pairs.push(['onTierDark on tier4', colors.onTierDark, colors.tier4]);
  return pairs;
}

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
])('%s theme colours', (_name, colors) => {
  it('meet WCAG AA (4.5:1) for every text pair', () => {
    const failing = textPairs(colors).filter(([, fg, bg]) => contrast(fg, bg) < 4.5);
    expect(failing.map(([pair]) => pair)).toEqual([]);
  });

  it('give field borders at least 3:1 against surfaces (WCAG 1.4.11)', () => {
    expect(contrast(colors.borderStrong, colors.surface)).toBeGreaterThanOrEqual(3);
  });
});

describe('contrast', () => {
  it('is 21 for black on white and 1 for equal colours (the check can fail)', () => {
    expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21);
    expect(contrast('#777777', '#777777')).toBe(1);
  });
});
