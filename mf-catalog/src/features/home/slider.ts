import type { SiteSettings } from '@shop/shared';

// The carousel follows the site settings: slide interval and one height per breakpoint.

export interface SliderConfig {
  speedMs: number;
  heights: { desktop: number; tablet: number; mobile: number };
}

export const DEFAULT_SLIDER: SliderConfig = { speedMs: 5000, heights: { desktop: 480, tablet: 360, mobile: 240 } };
/** Faster than this the slides cannot be read; a misconfigured 0 would spin. */
const MIN_SPEED_MS = 1500;

/** A setting the response check read as a number (@shop/shared/responses siteSettings); 0 or less is unset. */
function positive(value: number | undefined): number | null {
  return value !== undefined && value > 0 ? value : null;
}

export function sliderConfig(
  settings: Partial<
    Pick<SiteSettings, 'slider_speed' | 'slider_height_desktop' | 'slider_height_tablet' | 'slider_height_mobile'>
  > | null,
): SliderConfig {
  if (!settings) return DEFAULT_SLIDER;
  const speed = positive(settings.slider_speed);
  return {
    speedMs: speed === null ? DEFAULT_SLIDER.speedMs : Math.max(MIN_SPEED_MS, speed),
    heights: {
      desktop: positive(settings.slider_height_desktop) ?? DEFAULT_SLIDER.heights.desktop,
      tablet: positive(settings.slider_height_tablet) ?? DEFAULT_SLIDER.heights.tablet,
      mobile: positive(settings.slider_height_mobile) ?? DEFAULT_SLIDER.heights.mobile,
    },
  };
}
