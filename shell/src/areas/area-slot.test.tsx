import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/build-tools/test-utils';
import { CONTRACT_VERSION, type AreaModule } from '@storefront/shared-contracts';
import { FormattedMessage } from '@storefront/shared-ui';
import en from '../i18n/en.json';
import { AreaSlot } from './area-slot';
import { loadSlot } from './load-slot';
import { createShellRuntime, ShellRuntimeContext, type AreaSource } from './shell-runtime';

function ChatWindow() {
  return (
    <p>
      <FormattedMessage id="support.chat.hello" />
    </p>
  );
}

/** mf_support as the loader gives it: its chat slot, with its messages. */
const supportArea: AreaModule = {
  contractVersion: CONTRACT_VERSION,
  slots: { 'widget:chat': async () => ({ default: ChatWindow }) },
  messages: async () => ({ 'support.chat.hello': 'How can we help?' }),
};

/** A loader whose load finishes when the test says so. */
function heldLoader() {
  let finish: () => void = () => undefined;
  const loaded = new Promise<AreaModule>((resolve) => (finish = () => resolve(supportArea)));
  const loader = {
    load: jest.fn(() => loaded),
    refresh: jest.fn(async () => undefined),
    isActive: () => true,
  } satisfies AreaSource;
  return { loader, finish: () => act(async () => finish()) };
}

const loadingShown = jest.fn();
function Loading() {
  loadingShown();
  return <p>Starting…</p>;
}

const where = { language: 'en', storefront: 'en' } as const;

function renderSlot(runtime: ReturnType<typeof createShellRuntime>) {
  return renderWithProviders(
    <ShellRuntimeContext.Provider value={runtime}>
      <AreaSlot area="mf_support" slot="widget:chat" loading={<Loading />} />
    </ShellRuntimeContext.Provider>,
    { messages: en },
  );
}

beforeEach(() => loadingShown.mockClear());

describe('AreaSlot of a drawer the shopper opened before the shop ran', () => {
  it('shows the slot in the frame it first renders in when the boot loaded it by then', async () => {
    const { loader, finish } = heldLoader();
    const content = loadSlot(loader, 'mf_support', 'widget:chat', where);
    const runtime = createShellRuntime(loader, where, {
      started: [{ area: 'mf_support', slot: 'widget:chat', content }],
    });
    await finish();
    renderSlot(runtime);
    // No loading frame first: React would hold the content back for 300 ms after a fallback showed.
    expect(screen.getByText('How can we help?')).toBeInTheDocument();
    expect(loadingShown).not.toHaveBeenCalled();
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('shows the loading content until the started load is done, without loading the area again', async () => {
    const { loader, finish } = heldLoader();
    const content = loadSlot(loader, 'mf_support', 'widget:chat', where);
    const runtime = createShellRuntime(loader, where, {
      started: [{ area: 'mf_support', slot: 'widget:chat', content }],
    });
    renderSlot(runtime);
    expect(screen.getByText('Starting…')).toBeInTheDocument();
    await finish();
    expect(await screen.findByText('How can we help?')).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('shows the area’s fallback when the load the boot started fails', async () => {
    const loader = {
      load: jest.fn(() => Promise.reject(new Error('mf_support is gone'))),
      refresh: jest.fn(async () => undefined),
      isActive: () => true,
    } satisfies AreaSource;
    const content = loadSlot(loader, 'mf_support', 'widget:chat', where);
    content.catch(() => undefined);
    const runtime = createShellRuntime(loader, where, {
      started: [{ area: 'mf_support', slot: 'widget:chat', content }],
    });
    // React reports the error the boundary catches.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSlot(runtime);
    expect(await screen.findByTestId('area-fallback')).toBeInTheDocument();
    reported.mockRestore();
  });

  it('loads a slot nobody started when it renders', async () => {
    const { loader, finish } = heldLoader();
    renderSlot(createShellRuntime(loader, where));
    expect(loader.load).toHaveBeenCalledWith('mf_support');
    await finish();
    expect(await screen.findByText('How can we help?')).toBeInTheDocument();
  });
});
