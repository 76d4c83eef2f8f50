import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** Which part of the document axe checks, in axe's own context shape. */
export type AxeContext = { include: string[]; exclude?: string[] };

type AxeWindow = { axe: typeof axe };

/**
 * Waits (at most 2 s) for the page's finite CSS animations and transitions to end: a dialog still fading in
 * has text at part opacity, which axe measures as too little contrast although the reader never sees it.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/**
 * The axe violations of the current document, one line each (rule, help, offending nodes).
 * axe-core is injected once per document and then run directly: the story checks reuse one page
 * for many stories, and re-injecting its half-megabyte source for every check (as AxeBuilder does)
 * cost more than the check itself. Only violations are collected, not passes.
 */
export async function axeViolations(
  page: Page,
  options: { context?: AxeContext; tags?: string[] } = {},
): Promise<string[]> {
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async ({ context, tags }) => {
    const { axe } = window as unknown as AxeWindow;
    const results = await axe.run(context ?? document, {
      resultTypes: ['violations'],
      ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
    });
    return results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  }, options);
}
