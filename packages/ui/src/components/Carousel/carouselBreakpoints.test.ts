import { describe, expect, it } from 'vitest';
import { expectedSnapCount, itemsPerView } from './carouselBreakpoints';

describe('carousel breakpoints', () => {
  it('CONST-13 main carousel shows 4 / 3 / 2 items', () => {
    expect(itemsPerView('main', 1280)).toBe(4);
    expect(itemsPerView('main', 1024)).toBe(4);
    expect(itemsPerView('main', 800)).toBe(3);
    expect(itemsPerView('main', 464)).toBe(3);
    expect(itemsPerView('main', 375)).toBe(2);
  });

  it('CONST-14 landing carousels show 3 / 2 / 1 items', () => {
    expect(itemsPerView('landing', 1280)).toBe(3);
    expect(itemsPerView('landing', 600)).toBe(2);
    expect(itemsPerView('landing', 375)).toBe(1);
  });

  it('LAND-34 CONST-17 the landing swiper shows 4 slides from 1024 px, 1 below', () => {
    expect(itemsPerView('swiper', 1280)).toBe(4);
    expect(itemsPerView('swiper', 1024)).toBe(4);
    expect(itemsPerView('swiper', 1023)).toBe(1);
    expect(itemsPerView('swiper', 375)).toBe(1);
  });

  it('issue 22 the positions embla will find are known before it starts', () => {
    // As embla finds them: the home's banners and packages; four steps at 1280 px (the Landing story; one spare
    // slide is enough for embla to loop, since each slide carries its gap).
    expect(expectedSnapCount(3, 'single', true, 412)).toBe(3);
    expect(expectedSnapCount(8, 'main', true, 412)).toBe(8);
    expect(expectedSnapCount(4, 'landing', true, 1280)).toBe(4);
    expect(expectedSnapCount(4, 'landing', false, 1280)).toBe(2);
    expect(expectedSnapCount(4, 'landing', true, 412)).toBe(4);
    expect(expectedSnapCount(6, 'main', false, 1280)).toBe(3);
    expect(expectedSnapCount(3, 'landing', true, 1280)).toBe(1);
  });
});
