import { CONTRACT_VERSION, isContractCompatible } from './version';

describe('contract version', () => {
  it('accepts the same major and refuses another or garbage', () => {
    const [major] = CONTRACT_VERSION.split('.');
    expect(isContractCompatible(`${major}.99.0`)).toBe(true);
    expect(isContractCompatible(`${Number(major) + 1}.0.0`)).toBe(false);
    expect(isContractCompatible('banana')).toBe(false);
  });
});
