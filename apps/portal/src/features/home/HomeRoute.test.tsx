import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeOperator, json } from '../../../test/operator';
import { renderRoutes } from '../../../test/router';

const operator = () =>
  fakeOperator({
    getBanners: json({
      data: [
        { id: 1, image: '/images/banner-1.svg', link: '/dich-vu/home-combo', title: 'Home Combo' },
        { id: 2, image: 'javascript:alert(1)', link: 'javascript:alert(1)', title: 'Không an toàn' },
      ],
    }),
    package_search: json({
      error_code: '0',
      result: [{ ID: 1, NAME: 'D15', CODE: 'D15', PRICE: 15_000, PERIOD: 1, IMAGE_URL: '' }],
    }),
    news_search: json({
      error_code: '0',
      result: [
        {
          NEWS_ID: 7,
          TITLE: 'Tin mới',
          IMAGE: '',
          GROUP_NAME: 'Khuyến mại',
          DATETIME: '2026-11-20T03:00:00Z',
        },
      ],
    }),
  });

// The shell and the home are lazy chunks: compile them once here, not inside the first test's wait.
beforeAll(() => Promise.all([import('../../app/Shell'), import('./HomeRoute')]), 60_000);

describe('the home page', () => {
  it('SHELL-002 SHELL-118 a guest sees the banners, shortcuts, packages and news from the operator', async () => {
    renderRoutes('/', { fetchImpl: operator().fetchImpl });
    const banners = await screen.findByRole('region', { name: 'Ưu đãi nổi bật' }, { timeout: 10_000 });
    // A portal path is a link; a javascript: address is none, and its image is not loaded.
    expect(within(banners).getByRole('link', { name: 'Home Combo' }).getAttribute('href')).toBe(
      '/dich-vu/home-combo',
    );
    expect(within(banners).queryByRole('link', { name: 'Không an toàn' })).toBeNull();
    expect(within(banners).getByText('Không an toàn')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Tiện ích nhanh' })).toBeTruthy();
    // SHELL-101: a guest's bill payment is a button (the sign-in confirm), not a link.
    expect(screen.getByRole('button', { name: /Thanh toán cước/ })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'D15' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Tin mới' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem tất cả tin tức' }).getAttribute('href')).toBe(
      '/tinh-nang/tin-tuc?tab=all',
    );
  }, 20_000);
});
