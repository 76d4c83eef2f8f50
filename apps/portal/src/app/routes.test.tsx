import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/router';
import { createPortalI18n } from '../lib/i18n';

function renderAt(path: string) {
  // As in the app: only the frame's texts at first; the route fetches the rest (the real files).
  renderRoutes(path, { i18n: createPortalI18n('vi') });
}

// The shell (and the ui package under it) is a lazy chunk: compile it once here, not inside the first test's wait.
beforeAll(() => import('./Shell'), 60_000);

describe('portal routes', () => {
  it('renders the home page in Vietnamese by default', async () => {
    renderAt('/');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Chào mừng đến Cổng tự phục vụ' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  it('SHELL-040 shows a not-found page for an unknown path, in the chosen language (its texts fetched on the switch)', async () => {
    renderAt('/khong-ton-tai');
    expect(
      await screen.findByRole('heading', { name: 'Không tìm thấy trang' }, { timeout: 10_000 }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(window.localStorage.getItem('language')).toBe('en-US');
  });
});
