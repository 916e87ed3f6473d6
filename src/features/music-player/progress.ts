/** docs/behaviour.md §7.1: progress percentage rounded to 2 decimals. */
export function progressPercent(currentTime: number, duration: number): number {
  if (!(duration > 0) || !Number.isFinite(currentTime)) return 0;
  return Math.round(Math.min(100, Math.max(0, (currentTime / duration) * 100)) * 100) / 100;
}

/** docs/behaviour.md §7.1: volume slider 0–100 maps to 0–1. */
export const sliderToVolume = (value: number): number => Math.min(1, Math.max(0, value / 100));
export const volumeToSlider = (volume: number): number => Math.round(Math.min(1, Math.max(0, volume)) * 100);

/** docs/behaviour.md §7.1 progress slider step 0.1 (seconds). */
export const PROGRESS_STEP = 0.1;
