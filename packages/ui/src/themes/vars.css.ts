import { createThemeContract } from '@vanilla-extract/css';
import { themeValues } from './themeValues';
import { lightColors, lightShadows } from './tokens';

type Shape<T> = { [K in keyof T]: T[K] extends string ? null : Shape<T[K]> };

/** The same tree with null leaves: what createThemeContract wants. */
const shapeOf = <T extends object>(tree: T): Shape<T> =>
  Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'object' && value !== null ? shapeOf(value) : null,
    ]),
  ) as Shape<T>;

/** The theme contract: the only thing components read. Its shape is the light theme's. */
export const vars = createThemeContract(shapeOf(themeValues(lightColors, lightShadows)));
