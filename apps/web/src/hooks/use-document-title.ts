import { useEffect } from 'react';

/** Sets the tab title for the current screen (read by screen readers on navigation too). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
