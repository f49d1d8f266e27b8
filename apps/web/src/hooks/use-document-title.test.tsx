import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title.ts';

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it('carries the brand after the page name', () => {
    render(<Titled title="Profile" />);
    expect(document.title).toBe('Profile · Guildsmith');
  });

  it('keeps a title that already names the brand as it is', () => {
    render(<Titled title="Guildsmith: ready-made Discord server layouts" />);
    expect(document.title).toBe('Guildsmith: ready-made Discord server layouts');
  });
});
