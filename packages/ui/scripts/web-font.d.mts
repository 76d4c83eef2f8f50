// Types of web-font.mjs, for webFont.test.ts.
export declare const sourceNames: Record<'400' | '500' | '600' | '700', string>;
export declare const stylesheetUrl: URL;
export declare function mergedFileUrl(weight: string): URL;
export declare function mergedRange(css: string): string;
export declare function codePointsOf(range: string): number[];
export declare function makeWeight(
  weight: string,
  range: string,
  targetFormat?: 'woff2' | 'sfnt',
): Promise<Buffer>;
