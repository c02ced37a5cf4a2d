import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/build-tools/test-utils';
import { sharedActions } from '@storefront/shared-contracts';
import { useGate } from './gate-state';

const rendered = jest.fn();
function GateProbe() {
  rendered();
  const gate = useGate('en');
  return <output data-testid="gate">{gate ? gate.region.id : 'entered'}</output>;
}

describe('useGate', () => {
  beforeEach(() => {
    rendered.mockClear();
  });

  it('names the region to preselect until the visitor enters', () => {
    const { store } = renderWithProviders(<GateProbe />, { shared: { country: 'DE' } });
    expect(screen.getByTestId('gate').textContent).not.toBe('entered');
    act(() => {
      store.dispatch(sharedActions.consentGiven({ cookies: true }));
    });
    expect(screen.getByTestId('gate')).toHaveTextContent('entered');
  });

  it('does not re-render the frame for shared state it does not read (a drawer opening)', () => {
    const { store } = renderWithProviders(<GateProbe />);
    const before = rendered.mock.calls.length;
    act(() => {
      store.dispatch(sharedActions.panelToggled('cart'));
    });
    expect(rendered.mock.calls.length).toBe(before);
  });
});
