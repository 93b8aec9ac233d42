import type { ApiError } from '@wayfarer/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import { differingRows, sendKeepingChoice, TheirsKept, type WriteConflict } from './write-conflict';

interface Item {
  title: string;
  version: number;
}

const stale = (current: Item | null) =>
  new ApiRequestError(409, 'stale', 'Someone else changed this.', {
    answer: { error: 'stale', message: 'Someone else changed this.', current } as ApiError,
  });

const conflictOf = (current: Item | null): WriteConflict => ({
  subject: 'the list',
  rows: current ? differingRows([{ label: 'Title', text: (item: Item) => item.title }], current, mine) : [],
  gone: current === null,
});

const mine: Item = { title: 'Mine', version: 1 };

describe('a stale write', () => {
  it('is sent again against the version that refused it when the user keeps theirs', async () => {
    const send = vi
      .fn<(against: Item | undefined) => Promise<string>>()
      .mockRejectedValueOnce(stale({ title: 'Theirs', version: 4 }))
      .mockResolvedValueOnce('saved');
    const ask = vi.fn().mockResolvedValue('mine');
    await expect(sendKeepingChoice({ send, ask, conflictOf })).resolves.toBe('saved');
    expect(send.mock.calls).toEqual([[undefined], [{ title: 'Theirs', version: 4 }]]);
    expect(ask).toHaveBeenCalledWith({
      subject: 'the list',
      rows: [{ label: 'Title', theirs: 'Theirs', mine: 'Mine' }],
      gone: false,
    });
  });

  it('writes nothing when the user takes the other change, and hands it back', async () => {
    const send = vi.fn().mockRejectedValue(stale({ title: 'Theirs', version: 4 }));
    const error = await sendKeepingChoice({ send, ask: async () => 'theirs', conflictOf }).catch((e) => e);
    expect(error).toBeInstanceOf(TheirsKept);
    expect((error as TheirsKept).current).toEqual({ title: 'Theirs', version: 4 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('cannot keep a change on an item someone deleted (the write answered 404)', async () => {
    const send = vi.fn().mockRejectedValue(new ApiRequestError(404, 'not_found', 'List not found.'));
    const ask = vi.fn().mockResolvedValue('mine');
    const error = await sendKeepingChoice({ send, ask, conflictOf }).catch((e) => e);
    expect(error).toBeInstanceOf(TheirsKept);
    expect(ask).toHaveBeenCalledWith({ subject: 'the list', rows: [], gone: true });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('gives up after a few rounds of yet newer writes, and passes other refusals through', async () => {
    const busy = vi.fn().mockRejectedValue(stale({ title: 'Theirs', version: 9 }));
    await expect(
      sendKeepingChoice({ send: busy, ask: async () => 'mine', conflictOf }),
    ).rejects.toMatchObject({
      code: 'stale',
    });
    expect(busy).toHaveBeenCalledTimes(4);
    const forbidden = new ApiRequestError(403, 'forbidden_role', 'No.');
    const ask = vi.fn();
    await expect(sendKeepingChoice({ send: () => Promise.reject(forbidden), ask, conflictOf })).rejects.toBe(
      forbidden,
    );
    expect(ask).not.toHaveBeenCalled();
  });
});
