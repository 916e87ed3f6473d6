import { fireEvent, render, screen } from '@testing-library/react';
import { PAINTED_ATTRIBUTE } from '@/shared/boot/paintedMark';
import { ResponsiveImage } from './ResponsiveImage';

const hash = 'ef'.repeat(16);
const cdn = 'https://img.example.com';

const sourcesOf = (container: HTMLElement) => [...container.querySelectorAll('source')].map((s) => s.srcset);

describe('ResponsiveImage', () => {
  it('lists the variants beside the original, on the public base the original has', () => {
    const { container } = render(
      <ResponsiveImage src={`${cdn}/uploads/${hash}.jpg`} alt="封面" sizes="100px" shown={{ min: 24, max: 24 }} />,
    );
    expect(sourcesOf(container)).toEqual([
      `${cdn}/uploads/${hash}-160.avif 160w`,
      `${cdn}/uploads/${hash}-160.webp 160w`,
    ]);
    expect(screen.getByAltText('封面')).toHaveAttribute('src', `${cdn}/uploads/${hash}.jpg`);
  });

  it('draws its blur placeholder only once the page has painted', () => {
    const { container } = render(
      <ResponsiveImage src={`${cdn}/uploads/${hash}.jpg`} alt="封面" sizes="100px" shown={{ min: 24, max: 24 }} />,
    );
    const box = container.firstElementChild as HTMLElement;
    expect(getComputedStyle(box).backgroundImage).toBe('');
    document.documentElement.setAttribute(PAINTED_ATTRIBUTE, '');
    expect(getComputedStyle(box).backgroundImage).toBe(`url("${cdn}/uploads/${hash}-ph.webp")`);
    document.documentElement.removeAttribute(PAINTED_ATTRIBUTE);
  });

  it('falls back to the original alone when a variant is not there yet', () => {
    const { container } = render(
      <ResponsiveImage src={`${cdn}/uploads/${hash}.png`} alt="封面" sizes="100px" shown={{ min: 24, max: 24 }} />,
    );
    fireEvent.error(screen.getByAltText('封面'));
    expect(sourcesOf(container)).toEqual([]);
    expect(screen.getByAltText('封面')).toHaveAttribute('src', `${cdn}/uploads/${hash}.png`);
    // The original failing too changes nothing more: no loop.
    fireEvent.error(screen.getByAltText('封面'));
    expect(screen.getByAltText('封面')).toHaveAttribute('src', `${cdn}/uploads/${hash}.png`);
  });
});
