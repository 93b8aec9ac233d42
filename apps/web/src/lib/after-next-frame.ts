/**
 * Runs the callback in a task queued from the next animation frame, so after that frame has been drawn
 * (a frame callback runs just before its frame is drawn), or `delayMs` later. Returns what cancels it.
 * A background tab draws no frames: the callback waits until the tab is shown.
 */
export function afterNextFrame(callback: () => void, delayMs = 0): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(callback, delayMs);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
