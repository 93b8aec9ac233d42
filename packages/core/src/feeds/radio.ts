/** Spec section 9: the volume slider's range and start. */
export const RADIO_VOLUME = { min: 1, max: 100, initial: 50 } as const;
