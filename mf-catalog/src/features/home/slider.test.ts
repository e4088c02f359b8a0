import { describe, expect, it } from 'vitest';
import { DEFAULT_SLIDER, sliderConfig } from './slider';

// Numbers sent as text are read by the response check (provider-client/src/response-check.test.ts).
describe('carousel settings', () => {
  it('uses the site settings speed and the three heights', () => {
    expect(
      sliderConfig({
        slider_speed: 3000,
        slider_height_desktop: 520,
        slider_height_tablet: 380,
        slider_height_mobile: 260,
      }),
    ).toEqual({ speedMs: 3000, heights: { desktop: 520, tablet: 380, mobile: 260 } });
  });

  it('falls back to defaults when missing or not positive, and never spins faster than 1.5 s', () => {
    expect(sliderConfig(null)).toEqual(DEFAULT_SLIDER);
    const odd = sliderConfig({ slider_speed: 10, slider_height_tablet: 0, slider_height_mobile: -5 });
    expect(odd.speedMs).toBe(1500);
    expect(odd.heights).toEqual(DEFAULT_SLIDER.heights);
  });
});
