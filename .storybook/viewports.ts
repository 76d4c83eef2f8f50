/** The viewport presets (the spec's layout switch is at 991 px), shared by the toolbar and the story checks (tests/stories). */
export const viewports = {
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  belowLayoutSwitch: {
    name: 'Below layout switch 990',
    styles: { width: '990px', height: '900px' },
    type: 'tablet',
  },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewports;

/** Width and height in pixels of a preset, or undefined for an unknown name. */
export function viewportSize(name: unknown): { width: number; height: number } | undefined {
  const preset = typeof name === 'string' ? viewports[name as ViewportName] : undefined;
  return preset && { width: parseInt(preset.styles.width, 10), height: parseInt(preset.styles.height, 10) };
}
