// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ItemForm } from '@/features/setup/components/item-form';
import { formRules, toFormValues, toItem } from '@/features/setup/form-values';
import { newsScreen, newsStatus } from '@/features/setup/screens/news';
import { newsTitle } from '@/features/setup/screens/news-title';
import { rowNameOf } from '@/features/setup/setup-screen';
import { setClubTimeZone } from '@/lib/time-zone';
import { renderWithApi } from '@/test/render-with-api';

beforeEach(() => setClubTimeZone('Pacific/Auckland'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setClubTimeZone(null);
});

const item = {
  id: 7,
  content: '## Regatta *Saturday*\n\nBring [boots](https://example.org).',
  // 09:30 on 1 March 2026 in Auckland (UTC+13): 20:30 UTC the day before.
  posted: '2026-02-28T20:30:00.000Z',
  show_until: null,
  author: 1,
};

describe('a news item is called by its first line', () => {
  it('takes the markdown marks off', () => {
    expect(newsTitle(item.content)).toBe('Regatta Saturday');
    expect(newsTitle('\n\n- [Sign up](https://x.test) **now**')).toBe('Sign up now');
    expect(newsTitle('')).toBe('');
    expect(rowNameOf(newsScreen, item)).toBe('Regatta Saturday');
    expect(rowNameOf(newsScreen, { id: 1, content: '   ' })).toBe('News item');
  });

  it('cuts a long line at a word', () => {
    const title = newsTitle(`${'word '.repeat(30)}end`);
    expect(title.length).toBeLessThanOrEqual(81);
    expect(title.endsWith('word…')).toBe(true);
  });
});

describe("the news form's values", () => {
  it("reads and writes times on the club's clock, whatever the browser's", () => {
    const values = toFormValues(newsScreen.fields, item);
    expect(values).toEqual({ content: item.content, posted: '2026-03-01T09:30', show_until: '' });
    expect(toItem(newsScreen.fields, { ...values, show_until: '2026-03-08T18:00' })).toEqual({
      content: item.content,
      posted: '2026-02-28T20:30:00.000Z',
      show_until: '2026-03-08T05:00:00.000Z',
    });
    expect(toItem(newsScreen.fields, values).show_until).toBeNull();
  });

  it('starts a new item now, to the minute, on the club clock', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T00:00:30.000Z'), toFake: ['Date'] });
    expect(toFormValues(newsScreen.fields).posted).toBe('2026-06-01T12:00');
  });

  it('wants text and a posted time, and show until after posted', () => {
    const rules = formRules(newsScreen.fields);
    const values = { content: ' ', posted: '', show_until: '' };
    expect(rules.content?.(' ', values)).toBe('Required.');
    expect(rules.posted?.('', values)).toBe('Required.');
    expect(rules.posted?.('tomorrow', values)).toBe('Enter a date and time.');
    const posted = { ...values, posted: '2026-03-01T09:30' };
    expect(rules.show_until?.('', posted)).toBeNull();
    expect(rules.show_until?.('2026-03-01T09:30', posted)).toBe('Must be after Posted.');
    expect(rules.show_until?.('2026-03-01T09:31', posted)).toBeNull();
  });

  it('tells whether members see it now', () => {
    const now = Date.parse('2026-03-05T00:00:00Z');
    expect(newsStatus(item, now)).toBe('On show');
    expect(newsStatus({ ...item, show_until: '2026-03-04T00:00:00Z' }, now)).toBe('Ended');
    expect(newsStatus({ ...item, posted: '2026-03-06T00:00:00Z' }, now)).toBe('Scheduled');
  });
});

describe('the news form', () => {
  it('previews the markdown as it is typed, sanitised, and saves what was typed', async () => {
    const onSave = vi.fn(async () => {});
    renderWithApi(
      <ItemForm
        screen={newsScreen}
        row={null}
        saving={false}
        onSave={onSave}
        onCancel={() => {}}
      />,
      {},
    );
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Nothing to show yet.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /^Text/ }), {
      target: { value: '# Open day\n\nCome **early**.<script>alert(1)</script>' },
    });
    expect(within(preview).getByRole('heading', { name: 'Open day' })).toBeTruthy();
    expect(within(preview).getByText('early').tagName).toBe('STRONG');
    expect(preview.querySelector('script')).toBeNull();

    fireEvent.change(screen.getByLabelText(/^Posted/), { target: { value: '2026-03-01T09:30' } });
    fireEvent.change(screen.getByLabelText(/^Show until/), {
      target: { value: '2026-03-02T09:30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      content: '# Open day\n\nCome **early**.<script>alert(1)</script>',
      posted: '2026-02-28T20:30:00.000Z',
      show_until: '2026-03-01T20:30:00.000Z',
    });
  });

  it('keeps a show until before posted from being saved', async () => {
    const onSave = vi.fn(async () => {});
    renderWithApi(
      <ItemForm
        screen={newsScreen}
        row={item}
        saving={false}
        onSave={onSave}
        onCancel={() => {}}
      />,
      {},
    );
    fireEvent.change(screen.getByLabelText(/^Show until/), {
      target: { value: '2026-03-01T09:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be after Posted.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
