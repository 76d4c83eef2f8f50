import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../lib/i18n';
import { routes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <I18nextProvider i18n={createI18n('vi')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

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

  it('SHELL-040 shows a not-found page for an unknown path, in the chosen language', async () => {
    renderAt('/khong-ton-tai');
    expect(
      await screen.findByRole('heading', { name: 'Không tìm thấy trang' }, { timeout: 10_000 }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(window.localStorage.getItem('language')).toBe('en-US');
  });
});
