import sharp from 'sharp';
import { escapeHtml } from './html.js';

/** Where the seed writes its generated images (the blob port's folders). */
export type SeedImageFolder = 'categories' | 'banners';
export type WriteImage = (folder: SeedImageFolder, name: string, bytes: Buffer, contentType: string) => Promise<void>;

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** A rounded square in the category colour with its initial letter. */
export function categoryIconSvg(name: string, color: string): string {
  const initial = escapeHtml(name.trim().charAt(0).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${color}" stop-opacity="0.85"/><stop offset="1" stop-color="${color}"/>
  </linearGradient></defs>
  <rect x="8" y="8" width="240" height="240" rx="56" fill="url(#g)"/>
  <circle cx="196" cy="60" r="34" fill="#ffffff" fill-opacity="0.14"/>
  <circle cx="62" cy="204" r="22" fill="#ffffff" fill-opacity="0.10"/>
  <text x="128" y="168" text-anchor="middle" font-family="${FONT}" font-size="128" font-weight="700" fill="#ffffff">${initial}</text>
</svg>`;
}

export interface BannerArt {
  title: string;
  subtitle: string;
  cta: string;
  from: string;
  to: string;
}

/** A 600x300 banner: gradient, title, subtitle and a call-to-action pill. */
export function bannerSvg({ title, subtitle, cta, from, to }: BannerArt): string {
  const titleSize = Math.min(38, Math.floor(820 / title.length));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="600" height="300" fill="url(#g)"/>
  <circle cx="540" cy="40" r="120" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="600" cy="300" r="90" fill="#ffffff" fill-opacity="0.10"/>
  <text x="40" y="72" font-family="${FONT}" font-size="18" font-weight="700" fill="#ffffff" fill-opacity="0.8" letter-spacing="3">NUTRINDEX</text>
  <text x="40" y="140" font-family="${FONT}" font-size="${titleSize}" font-weight="700" fill="#ffffff">${escapeHtml(title)}</text>
  <text x="40" y="180" font-family="${FONT}" font-size="20" fill="#ffffff" fill-opacity="0.92">${escapeHtml(subtitle)}</text>
  <rect x="40" y="214" width="${Math.max(140, cta.length * 12 + 48)}" height="46" rx="23" fill="#ffffff"/>
  <text x="64" y="244" font-family="${FONT}" font-size="18" font-weight="700" fill="${to}">${escapeHtml(cta)}</text>
</svg>`;
}

export async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
