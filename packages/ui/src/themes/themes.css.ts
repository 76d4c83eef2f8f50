import { createGlobalTheme, createTheme, globalStyle } from '@vanilla-extract/css';
import { themeValues } from './themeValues';
import { darkColors, darkShadows, lightColors, lightShadows } from './tokens';
import { vars } from './vars.css';

const light = themeValues(lightColors, lightShadows);

/** Light is the default everywhere, so a page without any theme class still renders correctly. */
createGlobalTheme(':root', vars, light);

/** Put one of these on <body> (Radix portals overlays there) or on any subtree. */
export const lightThemeClass = createTheme(vars, light);
export const darkThemeClass = createTheme(vars, themeValues(darkColors, darkShadows));

globalStyle(`${darkThemeClass}`, { colorScheme: 'dark' });
globalStyle(`${lightThemeClass}`, { colorScheme: 'light' });
