import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import type { TimelinePicture } from './timeline-svg.js';

/**
 * The timeline as a PNG, for readers of the .docx that cannot draw SVG (LibreOffice, older Word): drawn by
 * resvg from the same SVG at 150 pixels to the inch (clear on paper at 7 pt, with about half the pixels and
 * memory of 200), in Arimo (Arial's widths, which the SVG's layout counts on), loaded from its npm package
 * so that the picture is the same on any machine, fonts installed or not.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = [require.resolve('@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf'), require.resolve('@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf')];
const PIXELS_PER_INCH = 150;

export function timelinePng({ svg, width }: TimelinePicture): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: Math.round((width / 72) * PIXELS_PER_INCH) },
    font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'Arimo' },
  });
  return resvg.render().asPng();
}
