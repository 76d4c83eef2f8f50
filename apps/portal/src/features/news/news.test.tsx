import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeOperator, json } from '../../../test/operator';
import { testPortal } from '../../../test/providers';
import { Component as NewsRoute } from './NewsRoute';

const operator = () =>
  fakeOperator({
    help_news_group: json({
      error_code: '0',
      result: [
        { GROUP_ID: 1, GROUP_NAME: 'Khuyến mại', GROUP_NAME_EN: 'Promotions' },
        { GROUP_ID: 2, GROUP_NAME: 'Hướng dẫn' },
      ],
    }),
  });

function renderNews(language: 'vi' | 'en-US') {
  const { wrapper: Providers } = testPortal(operator().fetchImpl, { language });
  const router = createMemoryRouter([{ path: '/tinh-nang/tin-tuc', Component: NewsRoute }], {
    initialEntries: ['/tinh-nang/tin-tuc'],
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('news group tabs', () => {
  it('SRCH-09 names the groups in Vietnamese', async () => {
    renderNews('vi');
    expect(await screen.findByRole('link', { name: 'Khuyến mại' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hướng dẫn' })).toBeTruthy();
  });

  it('SRCH-09 names the groups in English where the server does, Vietnamese otherwise', async () => {
    renderNews('en-US');
    expect(await screen.findByRole('link', { name: 'Promotions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hướng dẫn' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Khuyến mại' })).toBeNull();
  });
});
