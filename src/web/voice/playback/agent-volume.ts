/** spec §9 agent volume: an integer 0..100; anything that is not a number plays at full volume. */
export function clampVolume(volume: number) {
  return Number.isFinite(volume) ? Math.min(100, Math.max(0, Math.round(volume))) : 100;
}
