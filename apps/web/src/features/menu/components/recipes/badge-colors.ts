/** Mantine's darkest green (#2b8a3e) is 4.4:1 on white, under WCAG AA for a badge's small text. */
export const READABLE_GREEN = "#1b5e20";
