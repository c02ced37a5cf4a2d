/**
 * What a shopper typed or ticked on the server's markup before the page hydrated. React sets a controlled
 * field back to its state's value when it hydrates it (the server's, usually empty), so the text would be lost:
 * it is noted just before hydration (and while it runs) and given back to the hydrated field afterwards, as
 * the shopper's own input, so the component's onChange sees it.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface EarlyInput {
  field: Field;
  value: string;
  checked: boolean;
}

const SKIPPED_TYPES = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

function isField(element: unknown): element is Field {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** Whether the shopper changed the field from what the server rendered. */
function changed(field: Field): boolean {
  if (field instanceof HTMLInputElement && SKIPPED_TYPES.has(field.type)) return false;
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  return field.value !== field.defaultValue;
}

const noted = new Map<Field, EarlyInput>();
let listening: Document | null = null;

function note(field: Field): void {
  noted.set(field, { field, value: field.value, checked: isToggle(field) ? field.checked : false });
}

const onInput = (event: Event) => {
  if (isField(event.target)) note(event.target);
};

/** Notes every field under `root` the shopper changed, and keeps noting input until `releaseEarlyInputs`. */
export function holdEarlyInputs(root: ParentNode, doc: Document = document): void {
  for (const field of root.querySelectorAll('input, textarea, select'))
    if (isField(field) && changed(field)) note(field);
  if (!listening) {
    listening = doc;
    doc.addEventListener('input', onInput, true);
    doc.addEventListener('change', onInput, true);
  }
}

/**
 * Sets a field's value as typing does. React knows a field's value through a tracker on the element's own
 * `value` property: it is told another value first, then the prototype's setter (which it does not watch) puts
 * the shopper's, so the input event that follows is a change to React whatever hydration left in the field.
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  field.value = `${value}\u0000`;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Once hydrated: gives each noted field its shopper's value back, to the component. Safe to call twice. */
export function releaseEarlyInputs(): void {
  if (listening) {
    listening.removeEventListener('input', onInput, true);
    listening.removeEventListener('change', onInput, true);
    listening = null;
  }
  const inputs = [...noted.values()];
  noted.clear();
  for (const { field, value, checked } of inputs) {
    if (!field.isConnected) continue;
    if (isToggle(field)) {
      // A radio left for another one of its group: that one's click says it.
      if (field.type === 'radio' && !checked) continue;
      // A click from the other state: the browser's own way to tick, seen by React whatever it had.
      field.checked = !checked;
      field.click();
    } else if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      typeInto(field, value);
    }
  }
}
