/** The calendar's fallback colour (the theme's primary) for events without one. */
export const DEFAULT_EVENT_COLOR = '#01579B';
/** Other clubs' events: grey (spec section 2), dark enough for white text. */
export const EXTERNAL_EVENT_COLOR = '#616161';

function channels(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/** WCAG relative luminance of an sRGB colour, 0 (black) to 1 (white). */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** A usable event colour: the event's own when it is a valid hex colour, else the default. */
export function eventColor(color: string | null | undefined): string {
  return color && channels(color) ? color : DEFAULT_EVENT_COLOR;
}

/**
 * Black or white, whichever reads better on `background`: clubs pick any colour for their
 * event types, and the text on a calendar entry must stay readable (WCAG contrast).
 */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  const rgb = channels(background);
  if (!rgb) return '#ffffff';
  const l = luminance(rgb);
  // Contrast with white is 1.05 / (l + 0.05); with black (l + 0.05) / 0.05. Pick the larger.
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
}
