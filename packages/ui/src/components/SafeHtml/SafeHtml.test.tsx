// @vitest-environment jsdom
// jsdom, not happy-dom: its HTML parser is standard enough for a sanitiser test to mean something.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitizeHtml';

describe('SafeHtml', () => {
  it('removes scripts, event handlers, styles and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p style="color:red" onclick="x()">Ưu đãi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="/"></iframe>',
    );
    expect(clean).not.toMatch(/script|onclick|style=|javascript:|iframe/i);
    expect(clean).toContain('Ưu đãi');
  });

  it('adds a safe rel to links that open a new window', () => {
    expect(sanitizeHtml('<a href="/tin-tuc" target="_blank">Tin</a>')).toContain('rel="noopener noreferrer"');
  });

  it('gives a server image without a text alternative an empty one, and keeps a given one', () => {
    expect(sanitizeHtml('<img src="/anh/uu-dai.png">')).toContain('alt=""');
    expect(sanitizeHtml('<img src="/anh/uu-dai.png" alt="Ưu đãi">')).toContain('alt="Ưu đãi"');
  });

  it('renders the cleaned markup', () => {
    const { container } = render(
      <SafeHtml html={'<ul><li>Gói R50</li></ul><img src="x" onerror="boom()">'} />,
    );
    expect(container.querySelector('li')?.textContent).toBe('Gói R50');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});

describe('SafeHtml: nothing from the server may open over the page or take focus', () => {
  it.each([
    ['<dialog open><p>Khuyến mãi</p></dialog>', /<dialog/i],
    ['<div popover="manual" id="p">Quảng cáo</div>', /popover/i],
    ['<p tabindex="1" autofocus>Ưu đãi</p>', /tabindex|autofocus/i],
    ['<template><p>x</p></template><portal src="/"></portal>', /<template|<portal/i],
    [
      '<p><meta http-equiv="refresh" content="0;url=/x"><link rel="stylesheet" href="/x.css"></p>',
      /<meta|<link/i,
    ],
  ])('removes the overlay or focus part of %s', (dirty, forbidden) => {
    expect(sanitizeHtml(dirty)).not.toMatch(forbidden);
  });

  it('keeps the text inside a removed dialog', () => {
    expect(sanitizeHtml('<dialog open><p>Khuyến mãi</p></dialog>')).toBe('<p>Khuyến mãi</p>');
  });

  it.each([
    ['javascript:alert(1)', false],
    ['data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', false],
    ['http://cdn.example/a.png', false],
    ['https://cdn.example/a.png', true],
    ['/__sandbox/images/news/1.svg', true],
  ])('an image from %s is kept: %s', (src, kept) => {
    const clean = sanitizeHtml(`<p><img alt="" src="${src}"></p>`);
    expect(clean.includes('src=')).toBe(kept);
  });
});
