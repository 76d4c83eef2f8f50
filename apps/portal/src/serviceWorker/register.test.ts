import { describe, expect, it, vi } from 'vitest';
import { mayRegister, registerServiceWorker, SERVICE_WORKER_URL } from './register';

const at = (href: string) => {
  const { protocol, hostname } = new URL(href);
  return { protocol, hostname };
};

describe('service worker registration (issue 22)', () => {
  it('registers only over https or on this machine', () => {
    expect(mayRegister(at('https://portal.example.vn/'))).toBe(true);
    expect(mayRegister(at('http://127.0.0.1:4173/'))).toBe(true);
    expect(mayRegister(at('http://localhost:4173/'))).toBe(true);
    expect(mayRegister(at('http://[::1]:4173/'))).toBe(true);
    expect(mayRegister(at('http://portal.example.vn/'))).toBe(false);
    expect(mayRegister(at('http://192.168.1.10:4173/'))).toBe(false);
  });

  it('registers the built worker for the whole site, asking the server for a new one on each visit', async () => {
    const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
    await registerServiceWorker({
      location: at('https://portal.example.vn/'),
      navigator: { serviceWorker: { register } },
    });
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  });

  it('does nothing over plain http or without service workers, and a refused registration is not an error', async () => {
    const register = vi.fn(() => Promise.reject(new Error('SecurityError')));
    await registerServiceWorker({
      location: at('http://portal.example.vn/'),
      navigator: { serviceWorker: { register } },
    });
    expect(register).not.toHaveBeenCalled();
    await expect(
      registerServiceWorker({ location: at('https://portal.example.vn/'), navigator: {} }),
    ).resolves.toBeUndefined();
    await expect(
      registerServiceWorker({
        location: at('https://portal.example.vn/'),
        navigator: { serviceWorker: { register } },
      }),
    ).resolves.toBeUndefined();
  });
});
