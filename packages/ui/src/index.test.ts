import { describe, expect, it } from 'vitest';
import * as ui from './index';

describe('public surface', () => {
  it('exports exactly this list (a change here is a deliberate decision)', () => {
    expect(Object.keys(ui).sort()).toMatchInlineSnapshot(`
      [
        "Accordion",
        "Badge",
        "BottomSheet",
        "Button",
        "Card",
        "Carousel",
        "Checkbox",
        "ConfirmDialog",
        "Dialog",
        "DialogClose",
        "EmptyState",
        "IconButton",
        "Link",
        "LoadingBar",
        "NoticeDialog",
        "OtpInput",
        "PasswordField",
        "PhoneField",
        "SafeHtml",
        "Select",
        "Skeleton",
        "Slider",
        "Spinner",
        "Stepper",
        "Tabs",
        "TextField",
        "ToastProvider",
        "Tooltip",
        "darkThemeClass",
        "layoutBreakpoint",
        "lightThemeClass",
        "mediaQueries",
        "sprinkles",
        "useToast",
        "vars",
      ]
    `);
  });
});
