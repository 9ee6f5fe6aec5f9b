import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EVENT_COLOR,
  EXTERNAL_EVENT_COLOR,
  eventColor,
  readableTextColor,
} from '@/features/events/calendar/readable-text';

describe('readableTextColor', () => {
  it('puts white on dark colours and black on light ones', () => {
    expect(readableTextColor('#01579B')).toBe('#ffffff');
    expect(readableTextColor('#000')).toBe('#ffffff');
    expect(readableTextColor('#FFEB3B')).toBe('#000000');
    expect(readableTextColor('#ffffff')).toBe('#000000');
    expect(readableTextColor('#B0BEC5')).toBe('#000000');
  });

  it('keeps the grey of external events readable with white text', () => {
    expect(readableTextColor(EXTERNAL_EVENT_COLOR)).toBe('#ffffff');
  });

  it('falls back to white for anything that is not a hex colour', () => {
    expect(readableTextColor('red')).toBe('#ffffff');
  });
});

describe('eventColor', () => {
  it('keeps a valid colour and replaces empty or broken ones with the default', () => {
    expect(eventColor('#abc')).toBe('#abc');
    expect(eventColor('#A1B2C3')).toBe('#A1B2C3');
    expect(eventColor('')).toBe(DEFAULT_EVENT_COLOR);
    expect(eventColor(null)).toBe(DEFAULT_EVENT_COLOR);
    expect(eventColor('javascript:alert(1)')).toBe(DEFAULT_EVENT_COLOR);
  });
});
