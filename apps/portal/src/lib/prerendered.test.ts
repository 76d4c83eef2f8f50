import { afterEach, describe, expect, it } from 'vitest';
import {
  FIRST_SCREEN_ATTRIBUTE,
  hasPrerenderedPage,
  PRERENDERED_ID,
  removePrerenderedOnceRendered,
} from './prerendered';

function page(prerendered: boolean) {
  document.body.innerHTML = `<div id="root"></div>${prerendered ? `<div id="${PRERENDERED_ID}" inert aria-hidden="true"><h1>Siêu voucher</h1></div>` : ''}`;
  return document.getElementById('root') as HTMLElement;
}

describe('a prerendered landing page (issues 21, 22)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  });

  it('LAND-69 keeps the prerendered markup until the portal renders into its root, then removes it', async () => {
    const root = page(true);
    expect(hasPrerenderedPage()).toBe(true);
    removePrerenderedOnceRendered(root);
    expect(document.getElementById(PRERENDERED_ID)).not.toBeNull();
    root.append(document.createElement('header'));
    // The observer sees the render in a microtask (the stylesheet hides the copy from then); the copy goes in
    // the next task, out of the commit's.
    await Promise.resolve();
    expect(document.getElementById(PRERENDERED_ID)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById(PRERENDERED_ID)).toBeNull();
    expect(hasPrerenderedPage()).toBe(false);
  });

  it('removes it at once when the root already has content, and does nothing on a page without it', () => {
    const root = page(true);
    root.append(document.createElement('main'));
    removePrerenderedOnceRendered(root);
    expect(hasPrerenderedPage()).toBe(false);
    const plain = page(false);
    expect(() => removePrerenderedOnceRendered(plain)).not.toThrow();
  });

  it("issue 22: a visitor the head's gate marked (signed in, English) has no prerendered page: it goes at once", () => {
    document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, 'own');
    const root = page(true);
    expect(hasPrerenderedPage()).toBe(false);
    removePrerenderedOnceRendered(root);
    expect(document.getElementById(PRERENDERED_ID)).toBeNull();
  });
});
