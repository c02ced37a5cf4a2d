import { openDrawerAreas } from './open-drawers';

/** jsdom has no popovers: an element answers `:popover-open` as the platform would for an open drawer. */
function drawer(id: string, open: boolean): HTMLElement {
  const element = document.createElement('aside');
  element.id = id;
  element.setAttribute('popover', 'auto');
  const matches = element.matches.bind(element);
  jest
    .spyOn(element, 'matches')
    .mockImplementation((selector) => (selector === ':popover-open' ? open : matches(selector)));
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('openDrawerAreas', () => {
  it('names the area of each drawer the platform opened before the shop ran', () => {
    drawer('chat-drawer', true);
    drawer('cart-drawer', false);
    drawer('menu-drawer', true);
    // The menu is the shell's own: nothing to load for it.
    expect(openDrawerAreas(document)).toEqual([{ name: 'mf_support', slot: 'widget:chat' }]);
  });

  it('names none when every drawer is closed or the page has none', () => {
    expect(openDrawerAreas(document)).toEqual([]);
    drawer('cart-drawer', false);
    expect(openDrawerAreas(document)).toEqual([]);
  });

  it('names none where the platform has no popovers', () => {
    const chat = drawer('chat-drawer', true);
    jest.spyOn(chat, 'matches').mockImplementation(() => {
      throw new SyntaxError("':popover-open' is not a valid selector");
    });
    expect(openDrawerAreas(document)).toEqual([]);
  });
});
