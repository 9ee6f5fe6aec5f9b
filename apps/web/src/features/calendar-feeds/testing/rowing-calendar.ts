/**
 * Another club's public calendar (`GET /api/events/public`) as the tests' other site
 * answers it: two good events in `ids` order, one with a `javascript:` link, and one row
 * that is no event (no name, no valid end).
 */
export const ROWING_ADDRESS = 'https://rowing.example/api/events/public';
export const TEST_RANGE = { start: '2026-03-01T00:00:00.000Z', end: '2026-04-12T00:00:00.000Z' };

export const rowingCalendar = {
  organisation: { name: 'Rowing Club', url: 'https://rowing.example' },
  results: {
    events: {
      '7': {
        id: 7,
        name: 'Head of the River',
        start: '2026-03-14T09:00:00.000Z',
        end: '2026-03-14T15:00:00.000Z',
        url: 'https://rowing.example/events/7',
      },
      '3': {
        id: 3,
        name: 'Early Outing',
        start: '2026-03-02T07:00:00.000Z',
        end: '2026-03-02T08:00:00.000Z',
        url: 'javascript:alert(1)',
      },
      '9': { id: 9, name: '', start: '2026-03-20T07:00:00.000Z', end: 'x' },
    },
  },
  ids: [3, 7, 9],
};
