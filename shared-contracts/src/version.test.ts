import { CONTRACT_VERSION, isContractCompatible } from './version';

describe('contract version', () => {
  const [major, minor] = CONTRACT_VERSION.split('.').map(Number) as [number, number];

  it('accepts the same major with the same or an older minor, whatever the patch', () => {
    expect(isContractCompatible(CONTRACT_VERSION)).toBe(true);
    expect(isContractCompatible(`${major}.${minor}.99`)).toBe(true);
    expect(isContractCompatible(`${major}.0.0`)).toBe(true);
    expect(isContractCompatible('4.6.3', '4.7.0')).toBe(true);
  });

  it('refuses a remote built against a newer minor: it may read a field this host does not fill', () => {
    expect(isContractCompatible(`${major}.${minor + 1}.0`)).toBe(false);
    expect(isContractCompatible(`${major}.99.0`)).toBe(false);
    expect(isContractCompatible('4.8.0', '4.7.5')).toBe(false);
  });

  it('refuses another major, older or newer, and garbage', () => {
    expect(isContractCompatible(`${major + 1}.0.0`)).toBe(false);
    expect(isContractCompatible(`${major - 1}.${minor}.0`)).toBe(false);
    expect(isContractCompatible('banana')).toBe(false);
    expect(isContractCompatible('4.x.0', '4.7.0')).toBe(false);
    expect(isContractCompatible('4.7.0', 'banana')).toBe(false);
  });
});
