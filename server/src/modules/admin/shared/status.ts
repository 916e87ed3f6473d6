import type { PublicStatus } from '@protocol/adminRows';

/** Talks and albums: 1 public, 2 private (a talk's 3 "recycled" reads as private here). */
export const publicCode = (word: PublicStatus): number => (word === 'public' ? 1 : 2);
export const publicWord = (code: number): PublicStatus => (code === 1 ? 'public' : 'private');
