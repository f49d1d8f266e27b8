import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar.tsx';

describe('Avatar', () => {
  it('shows the picture while it loads', () => {
    const { container } = render(<Avatar src="/a.png" name="Ava Codes" size={32} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/a.png');
    expect(screen.queryByText('AC')).not.toBeInTheDocument();
  });

  it('falls back to initials when the picture cannot be loaded', () => {
    const { container, rerender } = render(<Avatar src="/a.png" name="Ava Codes" size={32} />);
    const image = container.querySelector('img');
    if (!image) throw new Error('no image');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('AC')).toBeInTheDocument();
    // A new picture gets its own chance.
    rerender(<Avatar src="/b.png" name="Ava Codes" size={32} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/b.png');
  });

  it('shows initials when there is no picture', () => {
    const { container } = render(<Avatar src={null} name="nia" size={256} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('N')).toBeInTheDocument();
  });

  it.each([
    ['Ava', 'A'],
    ['ava.codes', 'AC'],
    ['Mary Ann Lee', 'ML'],
    ['élodie', 'É'],
    ['  ', '?'],
  ])('stands in for %s with %s', (name, letters) => {
    render(<Avatar src={null} name={name} size={32} />);
    expect(screen.getByText(letters)).toBeInTheDocument();
  });
});
