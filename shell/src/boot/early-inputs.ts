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

/** Gives one noted field its shopper's value back, as the shopper's own input. */
function giveBack({ field, value, checked }: EarlyInput): void {
  if (!field.isConnected) return;
  if (isToggle(field)) {
    // A radio left for another one of its group: that one's click says it.
    if (field.type === 'radio' && !checked) return;
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

/** A task later: React has rendered what the last field changed, so the next handler sees that state. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let givingBack: Promise<void> | null = null;

/**
 * While noted fields are still being given back: what a replayed click must wait for (a submit handler reads
 * the state the fields set). Null when nothing is pending.
 */
export function earlyInputsPending(): Promise<void> | null {
  return givingBack;
}

/**
 * Once hydrated: gives each noted field its shopper's value back, to the component, one per task: a component
 * that builds its next state from the one it rendered (the checkout's `{ ...form, country }`) would otherwise
 * drop the field given back just before. Safe to call twice.
 */
export function releaseEarlyInputs(): Promise<void> {
  if (listening) {
    listening.removeEventListener('input', onInput, true);
    listening.removeEventListener('change', onInput, true);
    listening = null;
  }
  const inputs = [...noted.values()];
  noted.clear();
  if (!inputs.length) return givingBack ?? Promise.resolve();
  const previous = givingBack ?? Promise.resolve();
  const run = previous.then(async () => {
    for (const [index, input] of inputs.entries()) {
      if (index > 0) await nextTask();
      giveBack(input);
    }
    // The last field's state rendered too, before any click is replayed.
    await nextTask();
  });
  const pending: Promise<void> = run.finally(() => {
    if (givingBack === pending) givingBack = null;
  });
  givingBack = pending;
  return pending;
}
