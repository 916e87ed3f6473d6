import { formatClock } from '@/shared/lib/formatTime';
import { progressPercent, sliderToVolume, volumeToSlider } from './progress';

describe('progress and volume helpers (docs/behaviour.md §7.1)', () => {
  it('rounds the progress percentage to 2 decimals', () => {
    expect(progressPercent(10, 30)).toBe(33.33);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(40, 30)).toBe(100);
  });

  it('maps the 0–100 slider to 0–1 and back', () => {
    expect(sliderToVolume(50)).toBe(0.5);
    expect(sliderToVolume(150)).toBe(1);
    expect(volumeToSlider(0.25)).toBe(25);
  });

  it('shows times as zero-padded mm:ss', () => {
    expect(formatClock(65.9)).toBe('01:05');
    expect(formatClock(0)).toBe('00:00');
  });
});
