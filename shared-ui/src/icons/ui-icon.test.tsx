import { render, screen } from '@testing-library/react';
import { UiIcon } from './ui-icon';

describe('UiIcon', () => {
  it('draws in the server markup, hidden from assistive technology: the button beside it carries the name', () => {
    render(
      <button type="button">
        <UiIcon name="cart" />
        Cart
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Cart' });
    const svg = button.querySelector('svg[data-ui-icon="cart"]');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg?.querySelectorAll('path, circle').length).toBeGreaterThan(0);
  });
});
