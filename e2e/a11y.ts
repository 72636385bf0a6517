import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The axe scan every visited page gets: no serious or critical violation (issue 3 "End-to-end harness"). */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A toast or dialog caught mid-fade has its colours half blended: scan once the page has
  // settled. Endless animations (a spinner) never settle and are left out.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" ||
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 10_000 },
  );
  // Toasts are left out: one can start fading out while the scan runs (their 2 s pass quickly on
  // a busy machine) and is then judged half transparent. Their colours are the kit's black on white.
  // Legacy mode runs axe in the page itself; the default opens a blank page to merge frame
  // results on every scan, which took half of each scan's time (the app has no frames).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .exclude(".mantine-Notifications-root")
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}
