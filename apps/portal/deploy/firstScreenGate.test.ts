import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ATTRIBUTE } from '../src/lib/prerendered';
import { FIRST_SCREEN_GATE, firstScreenGate, firstScreenGateSource } from './firstScreenGate';

/** Runs the gate as the head would, on a storage holding `entries`; returns the mark it left. */
function gateFor(entries: Record<string, string>): string | null {
  window.localStorage.clear();
  for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  new Function(FIRST_SCREEN_GATE)(); // the very text the head runs
  return document.documentElement.getAttribute(FIRST_SCREEN_ATTRIBUTE);
}

describe("the head's gate of the prerendered first screen (issue 22)", () => {
  afterEach(() => document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE));

  it('leaves a first visit and a Vietnamese guest on the prerendered screen', () => {
    expect(gateFor({})).toBeNull();
    expect(gateFor({ language: 'vi' })).toBeNull();
    expect(gateFor({ authorized: 'false', mobile: '84912345678' })).toBeNull();
  });

  it('marks a signed-in subscriber and a reader of English, who get the portal’s own render', () => {
    expect(gateFor({ authorized: 'true', mobile: '84912345678', session: 's' })).toBe('own');
    expect(gateFor({ language: 'en-US' })).toBe('own');
  });

  it('the build puts it first in the head, and the CSP allows exactly these characters', () => {
    const plugin = firstScreenGate();
    const transform = plugin.transformIndexHtml as { handler: (html: string) => string };
    const html = transform.handler('<html><head><title>x</title></head><body></body></html>');
    expect(html).toBe(
      `<html><head><script id="first-screen-gate">${FIRST_SCREEN_GATE}</script><title>x</title></head><body></body></html>`,
    );
    const hash = createHash('sha256').update(FIRST_SCREEN_GATE).digest('base64');
    expect(firstScreenGateSource).toBe(`'sha256-${hash}'`);
  });
});
