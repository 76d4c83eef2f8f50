import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('operator-app stand-in (ROAM-012)', () => {
  it('ROAM-012 shows the package code the portal appends, escaped', async () => {
    const response = await fetch(
      `${sandbox.url}/__sandbox/operator-app?packageCode=${encodeURIComponent('R7<b>')}`,
    );
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('Operator app (sandbox)');
    expect(body).toContain('<strong>R7&lt;b&gt;</strong>');
  });

  it('ROAM-012 answers without a package code too', async () => {
    const body = await (await fetch(`${sandbox.url}/__sandbox/operator-app`)).text();
    expect(body).toContain('No package chosen');
    expect(body).not.toContain('data-testid="package-code"');
  });
});

describe('app store stand-in (issue 14: the portal download links lead somewhere)', () => {
  it.each([
    ['ios', 'App Store'],
    ['android', 'Google Play'],
  ])('names the store of ?store=%s', async (store, name) => {
    const response = await fetch(`${sandbox.url}/__sandbox/app?store=${store}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`data-testid="store">${name}<`);
  });
});
