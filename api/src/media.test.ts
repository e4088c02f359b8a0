import { describe, expect, it } from 'vitest';
import { mediaPath, prizeKind, svgFor } from './media';

// Each competition's picture draws its prize, not its category's clip-art.
const kindOf = (folder: string, title: string) =>
  prizeKind(folder, mediaPath(folder, title).split('/')[3]?.replace('.svg', '') ?? '');

describe('prize pictures', () => {
  it('draws the prize the title names', () => {
    expect(kindOf('tech', 'iPhone 17 Pro Max')).toBe('phone');
    expect(kindOf('lifestyle', 'Rolex Submariner Date')).toBe('watch');
    expect(kindOf('cars', 'Tesla Model 3 or £35,000 Cash')).toBe('car');
    expect(kindOf('cars', 'Ford Ranger Raptor')).toBe('pickup');
    expect(kindOf('tech', 'PlayStation 5 Pro Bundle')).toBe('console');
    expect(kindOf('tech', 'Nintendo Switch 2 Mario Bundle')).toBe('handheld');
    expect(kindOf('tech', 'AirPods Max Sold Out Special')).toBe('headphones');
    expect(kindOf('prize', 'Apple AirPods')).toBe('earbuds');
    expect(kindOf('lifestyle', 'Dyson Home Bundle')).toBe('vacuum');
    expect(kindOf('holidays', 'Maldives Holiday for Two')).toBe('beach');
    expect(kindOf('holidays', 'New York City Break')).toBe('city');
    expect(kindOf('holidays', 'Lapland Family Adventure')).toBe('snow');
    expect(kindOf('cash', '£5,000 Christmas Warm-up Cash')).toBe('cash');
    expect(kindOf('reward', '£20 Amazon Voucher')).toBe('voucher');
  });

  it('falls back to the folder for an unknown prize', () => {
    expect(kindOf('cars', 'Something Fast')).toBe('car');
    expect(kindOf('nowhere', 'Mystery Box')).toBe('gift');
  });

  it('names the picture with the title and draws no words', () => {
    const svg = svgFor('/media/tech/iphone-17-pro-max.svg') ?? '';
    expect(svg).toContain('aria-label="Iphone Pro Max"');
    expect(svg).toContain('data-prize="phone"');
    expect(svg.replace(/aria-label="[^"]*"/, '')).not.toMatch(/Iphone|Max/i);
    expect(svgFor('/media/../x.svg')).toBeNull();
  });
});
