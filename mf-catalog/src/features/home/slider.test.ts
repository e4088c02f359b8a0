import { describe, expect, it } from 'vitest';
import { DEFAULT_SLIDER, priceBands, sliderConfig } from './slider';

describe('carousel settings', () => {
  it('uses the site settings speed and the three heights, numbers or text', () => {
    expect(
      sliderConfig({
        slider_speed: '3000',
        slider_height_desktop: 520,
        slider_height_tablet: '380',
        slider_height_mobile: 260,
      }),
    ).toEqual({ speedMs: 3000, heights: { desktop: 520, tablet: 380, mobile: 260 } });
  });

  it('falls back to defaults when missing or unreadable, and never spins faster than 1.5 s', () => {
    expect(sliderConfig(null)).toEqual(DEFAULT_SLIDER);
    const odd = sliderConfig({
      slider_speed: 10,
      slider_height_desktop: 'tall',
      slider_height_tablet: 0,
      slider_height_mobile: '',
    });
    expect(odd.speedMs).toBe(1500);
    expect(odd.heights).toEqual(DEFAULT_SLIDER.heights);
  });
});

describe('pricing bands', () => {
  it('answers the lowest price and counts per band, leaving out empty bands', () => {
    expect(priceBands([0.25, 0.49, 0.99, 1.99, 2.49, 1])).toEqual({
      from: 0.25,
      bands: [
        { label: 'Under 50p', count: 2 },
        { label: '50p to 99p', count: 1 },
        { label: '£1 to £1.99', count: 2 },
        { label: '£2 and over', count: 1 },
      ],
    });
    expect(priceBands([])).toEqual({ from: null, bands: [] });
  });
});
