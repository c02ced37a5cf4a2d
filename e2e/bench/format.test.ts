import { describe, expect, it } from '@jest/globals';
import { kb, seconds, signed, table, x } from './format';

describe('bench figures as printed', () => {
  it('gives a difference its own sign, rounded first', () => {
    expect(signed(12.4)).toBe('+12');
    expect(signed(-45.2)).toBe('-45');
    expect(signed(0)).toBe('0');
    expect(signed(0.4)).toBe('0');
    expect(signed(-0.4)).toBe('0');
  });

  it('prints ratios, seconds and KiB, and no ratio against a reference of 0', () => {
    expect(x(1.126)).toBe('1.13x');
    expect(x(Infinity)).toBe('-');
    expect(x(Number.NaN)).toBe('-');
    expect(seconds(1304)).toBe('1.30 s');
    expect(kb(1434)).toBe('1.4 KiB');
  });

  it('pads every column to its widest cell and trims the line ends', () => {
    expect(
      table([
        ['page', 'TBT'],
        ['listing', '66 ms'],
        ['home', '1 ms'],
      ]),
    ).toBe(['page     TBT', 'listing  66 ms', 'home     1 ms'].join('\n'));
  });
});
