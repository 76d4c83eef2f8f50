import { describe, expect, it } from 'vitest';
import { readConfig } from './env';

describe('configuration', () => {
  it('CONST-40 CONST-41 CONST-45 reads the backend, self-care and chat-bot script URLs from the environment', () => {
    const { environment } = readConfig({
      VITE_BACKEND_URL: 'https://api.operator.example',
      VITE_SELF_CARE_URL: 'https://my.operator.example',
      VITE_CHAT_BOT_SCRIPT_URL: 'https://chat.operator.example/widget.js',
    });
    expect(environment).toEqual({
      backendUrl: 'https://api.operator.example',
      selfCareUrl: 'https://my.operator.example',
      chatBotScriptUrl: 'https://chat.operator.example/widget.js',
    });
  });

  it('CONST-47 has no built-in environment URL: unset settings stay empty', () => {
    expect(readConfig({}).environment).toEqual({ backendUrl: '', selfCareUrl: '', chatBotScriptUrl: '' });
  });

  it('falls back to the sandbox defaults for blank values and to the default for a non-number', () => {
    const config = readConfig({ VITE_API_BASE_MOBILE: '', VITE_ROAMING_POLL_INTERVAL_MS: 'soon' });
    expect(config.apiBases.mobile).toBe('/api/mobile');
    expect(config.roamingPollIntervalMs).toBe(10_000);
  });
});
