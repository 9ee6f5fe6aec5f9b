// @vitest-environment jsdom
import { DUTY_LINK_MESSAGES, type DutyLink } from '@crewcall/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DutyLinkView } from '@/features/duty-confirmation/components/duty-link-view';
import { renderWithApi } from '@/test/render-with-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = `4.${'a'.repeat(43)}`;
const PATH = `/api/duty-links/${TOKEN}`;

const duty: DutyLink = {
  shift: 9,
  club_name: 'Harbour Club',
  first_name: 'Ada',
  event_name: 'Club racing',
  role_name: 'Safety boat',
  location_name: null,
  start: '2030-06-14T08:30:00.000Z',
  end: '2030-06-14T10:30:00.000Z',
  time_zone: 'Europe/London',
  answer: 'pending',
};

/** The API's side: the duty, answered as the server answers. */
function serverWith(start: DutyLink) {
  let state = { ...start };
  const answer = (to: 'confirmed' | 'cant_make_it') => () => {
    const outcome = state.answer === to ? `already_${to}` : to;
    state = { ...state, answer: to };
    return { status: 200, body: { outcome, duty: state } };
  };
  return {
    [`GET ${PATH}`]: () => ({ status: 200, body: state }),
    [`POST ${PATH}/confirm`]: answer('confirmed'),
    [`POST ${PATH}/cant-make-it`]: answer('cant_make_it'),
  };
}

describe('the page of a duty link', () => {
  it('Confirm: answers as it opens, once, and shows the duty on the club clock', async () => {
    const { calls } = renderWithApi(
      <DutyLinkView token={TOKEN} action="confirm" />,
      serverWith(duty),
    );
    expect(
      await screen.findByText('Thank you: your duty is confirmed. See you there.'),
    ).toBeTruthy();
    expect(screen.getByText('Hello, Ada.')).toBeTruthy();
    expect(screen.getByText(/\(Europe\/London\)$/)).toBeTruthy();
    expect(screen.getByText('Role: Safety boat')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `${PATH}/confirm`,
    ]);
  });

  it("Can't make it: asks first, then tells", async () => {
    const { calls } = renderWithApi(
      <DutyLinkView token={TOKEN} action="cant-make-it" />,
      serverWith(duty),
    );
    const button = await screen.findByRole('button', { name: "Yes, I can't make it" });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(button);
    expect(
      await screen.findByText(
        "Thank you for telling us. The club's admins know you can't make it.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Yes, I can't make it" })).toBeNull();
  });

  it('a link that does not work says why, in place', async () => {
    renderWithApi(<DutyLinkView token={TOKEN} action="confirm" />, {
      [`GET ${PATH}`]: () => ({ status: 410, body: { detail: DUTY_LINK_MESSAGES.started } }),
    });
    expect(await screen.findByText(DUTY_LINK_MESSAGES.started)).toBeTruthy();
    expect(screen.getByText('This link does not work')).toBeTruthy();
  });
});
