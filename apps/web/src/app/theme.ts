import { type CSSVariablesResolver, createTheme } from "@mantine/core";

/**
 * Mantine's defaults miss WCAG AA contrast for white on the primary blue, error red and
 * dimmed grey; tills are read in bright rooms, so the darker shades are used. A device set to
 * reduce motion gets dialogs, menus and toasts without their fades and slides.
 */
export const theme = createTheme({ primaryShade: 8, respectReducedMotion: true });

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { "--mantine-color-error": t.colors.red[9], "--mantine-color-dimmed": t.colors.gray[7] },
  dark: {},
});
