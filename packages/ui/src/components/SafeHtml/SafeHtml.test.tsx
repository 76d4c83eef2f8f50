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

  it('renders the cleaned markup', () => {
    const { container } = render(
      <SafeHtml html={'<ul><li>Gói R50</li></ul><img src="x" onerror="boom()">'} />,
    );
    expect(container.querySelector('li')?.textContent).toBe('Gói R50');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
