import { renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useChatBotScript } from './useChatBotScript';

const scripts = () => [...document.querySelectorAll('script[data-chat-bot]')] as HTMLScriptElement[];

// happy-dom loads no script files; let it report the load as done instead of printing an error.
beforeAll(() => {
  const { happyDOM } = window as unknown as { happyDOM?: { settings: Record<string, unknown> } };
  if (happyDOM) happyDOM.settings['handleDisabledFileLoadingAsSuccess'] = true;
});

afterEach(() => {
  for (const script of scripts()) script.remove();
});

describe('the chat-bot script', () => {
  it('SHELL-117 CONST-45 loads nothing while the setting is empty', () => {
    renderHook(() => useChatBotScript('', true));
    expect(scripts()).toHaveLength(0);
  });

  it('SHELL-123 adds the configured script once, asynchronously', () => {
    const first = renderHook(() => useChatBotScript('https://chat.example.vn/widget.js', true));
    renderHook(() => useChatBotScript('https://chat.example.vn/widget.js', true));
    first.rerender();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.src).toBe('https://chat.example.vn/widget.js');
    expect(scripts()[0]?.async).toBe(true);
  });

  it('SHELL-109 adds nothing inside the operator’s app', () => {
    renderHook(() => useChatBotScript('https://chat.example.vn/widget.js', false));
    expect(scripts()).toHaveLength(0);
  });
});
