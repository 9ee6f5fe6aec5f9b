import { describe, expect, it } from 'vitest';
import { historyActionText, historyByText } from '@/lib/shift-history-text';

describe('shift history, as admins read it', () => {
  it('says what happened, and when a fill came from the person’s request', () => {
    expect(historyActionText({ action: 'assigned', details: {} })).toBe('Put on the shift');
    expect(historyActionText({ action: 'assigned', details: { from_request: true } })).toBe(
      'Put on the shift (from their request)',
    );
    expect(historyActionText({ action: 'signed_out', details: { kiosk: 3 } })).toBe('Signed out');
  });

  it('says who: a person, a kiosk, or the system', () => {
    expect(historyByText({ by: 4, by_name: 'Ann Lee', details: {} })).toBe('Ann Lee');
    expect(historyByText({ by: 4, by_name: null, details: {} })).toBe('A person since deleted');
    expect(historyByText({ by: null, by_name: null, details: { kiosk: 2 } })).toBe('Kiosk');
    expect(historyByText({ by: null, by_name: null, details: {} })).toBe('System');
  });
});
