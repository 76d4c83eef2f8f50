import { normaliseSearchText } from '@selfcare/domain';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';

/** What the search route receives when the header navigates to the address built for `typed`. */
function routeTextFor(typed: string) {
  const normalised = normaliseSearchText(typed);
  if (!normalised.ok) throw new Error('blank');
  function Echo() {
    const { text } = useParams();
    const { hash, search } = useLocation();
    return <output aria-label="route">{JSON.stringify({ text, hash, search })}</output>;
  }
  const router = createMemoryRouter(
    [
      { path: paths.search.path, element: <Echo /> },
      { path: '*', element: <p>not found</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  void router.navigate(paths.search.getHref(normalised.value));
  return normalised.value;
}

describe('header search address', () => {
  it.each(['GB/ngày', 'a#b', 'a?b', 'goi 50%', '100% & more', 'x/../y'])(
    'SRCH-04 the search route receives %j whole',
    async (typed) => {
      const expected = routeTextFor(typed);
      const output = await screen.findByRole('status', { name: 'route' });
      expect(JSON.parse(output.textContent ?? '')).toEqual({ text: expected, hash: '', search: '' });
    },
  );

  it('SRCH-04 VAL-26 keeps + (the spaces) readable in the address', () => {
    expect(paths.search.getHref('goi+50+')).toBe('/tim-kiem/goi+50+');
    expect(paths.search.getHref('GB/ngày')).toBe('/tim-kiem/GB%2Fng%C3%A0y');
  });
});
