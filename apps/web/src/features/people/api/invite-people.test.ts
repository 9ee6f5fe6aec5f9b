import { beforeEach, describe, expect, it, vi } from 'vitest';

const mutate = vi.fn();
vi.mock('@/lib/api/client', () => ({ tsr: { people: { invitePeople: { mutate } } } }));

const { invitePeopleInChunks } = await import('@/features/people/api/invite-people');

describe('invitePeopleInChunks', () => {
  // Braces: a function returned from beforeEach would be run as a cleanup hook.
  beforeEach(() => {
    mutate.mockReset();
  });

  it('sends at most 500 ids per call, one call after the other, reporting progress', async () => {
    mutate.mockImplementation(async (args: { body: { ids: number[] } }) => {
      const { ids } = args.body;
      return {
        status: 200,
        body: { invited: ids.slice(1), skipped: [{ id: ids[0], reason: 'has_login' }] },
      };
    });
    const ids = Array.from({ length: 1201 }, (_, i) => i + 1);
    const progress: number[] = [];
    const result = await invitePeopleInChunks(ids, (p) => progress.push(p.done));

    expect(mutate.mock.calls.map(([call]) => call.body.ids.length)).toEqual([500, 500, 201]);
    expect(progress).toEqual([0, 500, 1000, 1201]);
    expect(result.invited).toHaveLength(1198);
    expect(result.skipped.map((s) => s.id)).toEqual([1, 501, 1001]);
  });

  it('stops at the first refused call', async () => {
    mutate
      .mockResolvedValueOnce({ status: 200, body: { invited: [1], skipped: [] } })
      .mockResolvedValueOnce({
        status: 400,
        body: { ids: ['Send at most 500 people at a time.'] },
      });
    const ids = Array.from({ length: 1500 }, (_, i) => i + 1);
    await expect(invitePeopleInChunks(ids, () => {})).rejects.toMatchObject({ status: 400 });
    expect(mutate).toHaveBeenCalledTimes(2);
  });
});
