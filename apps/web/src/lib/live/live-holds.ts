import type { LiveTopic } from '@wayfarer/core';

/*
 * What a companion changed is read again at once, except where reading it would disturb the user
 * mid-gesture: a card being dragged must not jump. Such a gesture holds its topic; a change told while it
 * is held is read once the hold is let go.
 */

const holds = new Map<LiveTopic, number>();
const waiting = new Map<LiveTopic, () => void>();

/** Holds the topic until the returned function is called (once; later calls do nothing). */
export function holdLiveTopic(topic: LiveTopic): () => void {
  holds.set(topic, (holds.get(topic) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (holds.get(topic) ?? 1) - 1;
    if (left > 0) {
      holds.set(topic, left);
      return;
    }
    holds.delete(topic);
    const refresh = waiting.get(topic);
    waiting.delete(topic);
    refresh?.();
  };
}

/** Runs `refresh` now, or once the topic is no longer held; of several told meanwhile, the last runs. */
export function whenLiveTopicFree(topic: LiveTopic, refresh: () => void): void {
  if (holds.has(topic)) waiting.set(topic, refresh);
  else refresh();
}
