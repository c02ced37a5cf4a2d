import { CONTRACT_VERSION, createEventBus, createStorefrontStore, type AreaModule } from '@storefront/shared-contracts';
import axios from 'axios';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { AreaUnavailableError, createAreaLoader } from './area-loader';
import { entryIntegrityOf } from './entry-integrity';

// The federation runtime is the seam under test's feet: the loader's own rules are what we check.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const http = axios.create();
const context = () => ({ store: createStorefrontStore({ http }), bus: createEventBus(), http });
const remote = (version: string, contractVersion = CONTRACT_VERSION) => ({
  version,
  entry: `/releases/mf_catalog/${version}/remoteEntry.js`,
  contractVersion,
});
const area = (overrides: Partial<AreaModule> = {}): { default: AreaModule } => ({
  default: { contractVersion: CONTRACT_VERSION, messages: async () => ({}), ...overrides },
});

describe('area loader', () => {
  beforeEach(() => jest.clearAllMocks());

  it('registers the active remotes and sets an area up once however often it is loaded', async () => {
    const setup = jest.fn();
    mockedLoadRemote.mockResolvedValue(area({ setup }));
    const loader = createAreaLoader({ mf_catalog: remote('1.0.0-a') }, context());
    expect(mockedRegister).toHaveBeenCalledWith(
      [{ name: 'mf_catalog', entry: '/releases/mf_catalog/1.0.0-a/remoteEntry.js' }],
      { force: true },
    );
    await Promise.all([loader.load('mf_catalog'), loader.load('mf_catalog')]);
    expect(setup).toHaveBeenCalledTimes(1);
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_catalog/area');
  });

  it('hands each registered entry its publish-time integrity for the runtime plugin', () => {
    const integrity = 'sha384-/ShnVTe60DI9qFjol92HW48jClzPPR/Vk0VsYE9EGnI3ntkdvxIehqunibDmo8Ss';
    createAreaLoader({ mf_catalog: { ...remote('1.0.0-i'), integrity } }, context());
    expect(entryIntegrityOf('/releases/mf_catalog/1.0.0-i/remoteEntry.js')).toBe(integrity);
  });

  it('refuses an area with no active release or another contract major', async () => {
    const loader = createAreaLoader({ mf_product: remote('9.0.0-x', '9.0.0') }, context());
    await expect(loader.load('mf_catalog')).rejects.toBeInstanceOf(AreaUnavailableError);
    await expect(loader.load('mf_product')).rejects.toThrow(/contract 9.0.0/);
    mockedLoadRemote.mockResolvedValue(area({ contractVersion: '9.0.0' }));
    const other = createAreaLoader({ mf_catalog: remote('1.0.0-a') }, context());
    await expect(other.load('mf_catalog')).rejects.toThrow(/speaks contract 9.0.0/);
  });

  it('forgets a failed load, and after a refresh re-registers the changed entry with force', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(area());
    const loader = createAreaLoader({ mf_catalog: remote('1.0.0-a') }, context());
    await expect(loader.load('mf_catalog')).rejects.toThrow('ChunkLoadError');
    await loader.refresh('mf_catalog', async () => ({
      remotes: { mf_catalog: remote('1.0.1-b') },
      history: {},
      updatedAt: '2026-11-22T00:00:00Z',
    }));
    expect(mockedRegister).toHaveBeenLastCalledWith(
      [{ name: 'mf_catalog', entry: '/releases/mf_catalog/1.0.1-b/remoteEntry.js' }],
      { force: true },
    );
    await expect(loader.load('mf_catalog')).resolves.toMatchObject({ contractVersion: CONTRACT_VERSION });
  });

  it('leaves remotes whose entry did not change registered as they are on a refresh', async () => {
    const other = {
      version: '3.1.0-c',
      entry: '/releases/mf_product/3.1.0-c/remoteEntry.js',
      contractVersion: CONTRACT_VERSION,
    };
    const loader = createAreaLoader({ mf_catalog: remote('1.0.0-a'), mf_product: other }, context());
    mockedRegister.mockClear();
    await loader.refresh('mf_catalog', async () => ({
      remotes: { mf_catalog: remote('1.0.0-a'), mf_product: other },
      history: {},
      updatedAt: '2026-11-22T00:00:00Z',
    }));
    expect(mockedRegister).not.toHaveBeenCalled();
    await loader.refresh('mf_catalog', async () => ({
      remotes: { mf_catalog: remote('1.0.2-d'), mf_product: other },
      history: {},
      updatedAt: '2026-11-22T00:00:00Z',
    }));
    expect(mockedRegister).toHaveBeenCalledWith(
      [{ name: 'mf_catalog', entry: '/releases/mf_catalog/1.0.2-d/remoteEntry.js' }],
      { force: true },
    );
  });

  it('loads an area before its setup context exists and sets it up once the context comes', async () => {
    const setup = jest.fn();
    mockedLoadRemote.mockResolvedValue(area({ setup }));
    let give!: (ctx: ReturnType<typeof context>) => void;
    const later = new Promise<ReturnType<typeof context>>((resolve) => (give = resolve));
    const loader = createAreaLoader({ mf_catalog: remote('1.0.0-a') }, later);
    let loaded = false;
    const loading = loader.load('mf_catalog').then(() => (loaded = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(setup).not.toHaveBeenCalled();
    expect(loaded).toBe(false);
    const ctx = context();
    give(ctx);
    await loading;
    expect(setup).toHaveBeenCalledWith(ctx);
  });

  it('after hydration reads the pointer once for areas loading together, and anew for a later load', async () => {
    mockedLoadRemote.mockResolvedValue(area());
    const product = (version: string) => ({
      ...remote(version),
      entry: `/releases/mf_product/${version}/remoteEntry.js`,
    });
    let pointer = { remotes: { mf_catalog: remote('1.0.0-a'), mf_product: product('1.0.0-a') } };
    const fetchPointer = jest.fn(async () => pointer);
    const loader = createAreaLoader(pointer.remotes, context(), { checkBeforeLoad: () => true, fetchPointer });
    await Promise.all([loader.load('mf_catalog'), loader.load('mf_catalog')]);
    expect(fetchPointer).toHaveBeenCalledTimes(1);
    // A deploy of mf_product a moment later: the navigation to a product page takes the new release.
    pointer = { remotes: { mf_catalog: remote('1.0.0-a'), mf_product: product('2.0.0-b') } };
    mockedRegister.mockClear();
    await loader.load('mf_product');
    expect(fetchPointer).toHaveBeenCalledTimes(2);
    expect(mockedRegister).toHaveBeenCalledWith(
      [{ name: 'mf_product', entry: '/releases/mf_product/2.0.0-b/remoteEntry.js' }],
      { force: true },
    );
  });

  it('preloads an area the shopper heads for by loading it once, and nothing without an active release', async () => {
    const setup = jest.fn();
    mockedLoadRemote.mockResolvedValue(area({ setup }));
    const loader = createAreaLoader({ mf_catalog: remote('1.0.0-a') }, context());
    loader.preload('mf_product');
    loader.preload('mf_catalog');
    loader.preload('mf_catalog');
    await loader.load('mf_catalog');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(setup).toHaveBeenCalledTimes(1);
    expect(loader.isActive('mf_catalog')).toBe(true);
    expect(loader.isActive('mf_product')).toBe(false);
  });
});
