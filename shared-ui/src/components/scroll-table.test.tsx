import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { ScrollTable } from './scroll-table';

describe('ScrollTable', () => {
  it('holds the table in a named region that the keyboard can reach (to scroll it sideways)', () => {
    render(
      <ThemeProvider theme={theme}>
        <ScrollTable label="Price list" testId="prices-scroll">
          <table>
            <tbody>
              <tr>
                <td>5 seeds</td>
              </tr>
            </tbody>
          </table>
        </ScrollTable>
      </ThemeProvider>,
    );
    const region = screen.getByRole('region', { name: 'Price list' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAttribute('data-testid', 'prices-scroll');
    expect(region).toContainElement(screen.getByRole('table'));
    expect(getComputedStyle(region).overflowX).toBe('auto');
  });
});
