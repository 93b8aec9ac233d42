import { describe, expect, it, vi } from 'vitest';
import { holdLiveTopic, whenLiveTopicFree } from './live-holds';

describe('live holds', () => {
  it('reads a free topic at once', () => {
    const refresh = vi.fn();
    whenLiveTopicFree('finances', refresh);
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('reads a held topic once every hold is let go, the last refresh told only', () => {
    const first = vi.fn();
    const last = vi.fn();
    const releaseDrag = holdLiveTopic('todo');
    const releaseOther = holdLiveTopic('todo');
    whenLiveTopicFree('todo', first);
    whenLiveTopicFree('todo', last);
    releaseDrag();
    releaseDrag();
    expect(last).not.toHaveBeenCalled();
    releaseOther();
    expect(first).not.toHaveBeenCalled();
    expect(last).toHaveBeenCalledOnce();
    const after = vi.fn();
    whenLiveTopicFree('todo', after);
    expect(after).toHaveBeenCalledOnce();
  });
});
