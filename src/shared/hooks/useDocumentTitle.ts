import { useEffect } from 'react';

/**
 * Sets document.title once the title is known. Undefined (data still loading) leaves the current
 * title alone, so a first visit keeps the title the server sent instead of flashing a generic one.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}
