import Avatar from '@mui/material/Avatar';
import type { PublicStatus } from '@protocol/adminRows';

/**
 * An image column's cell: a small rounded preview, or the blank avatar when the row has none. `alt`
 * only where the image is the cell's content (a chat image), not beside a row that names it.
 */
export function Thumbnail({ src, alt = '' }: { src: string; alt?: string }) {
  return <Avatar variant="rounded" src={src || undefined} alt={alt} />;
}

/** A 可见性 column's text. */
export const visibilityLabel = (status: PublicStatus): string => (status === 'private' ? '私密' : '公开');
