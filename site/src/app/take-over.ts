/**
 * The prerendered page is on screen, and can be typed into, for a moment before the app's script
 * has run. The app then renders over it (src/main.tsx), which would throw away what the reader
 * typed and where the caret was. `keepTyped` is called before that render: it remembers the
 * page's fields, which keep their values after React has removed them; `restore` gives each value
 * to the app's field of the same name and, through the events React listens to, to its state.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

const FIELDS = 'input, textarea';

/**
 * What names a field in both renders. Mantine form's `data-path` is the same in every language;
 * otherwise its label, which is in the page's language, so a reader whose app opens in the other
 * language loses what was typed rather than having it land in a field it was not meant for.
 * Element ids cannot serve: React's `useId` gives the build-time render other ids than the app's.
 */
function keyOf(field: Field): string {
  const name =
    field.dataset.path ??
    field.getAttribute('aria-label') ??
    field.labels?.[0]?.textContent ??
    field.getAttribute('placeholder') ??
    '';
  const choice = field.type === 'radio' || field.type === 'checkbox' ? field.value : '';
  return [field.tagName, field.type, name, choice].join('|');
}

/** The fields under `root` by key, each key's fields in document order. */
function fieldsByKey(root: ParentNode): Map<string, Field[]> {
  const byKey = new Map<string, Field[]>();
  for (const field of root.querySelectorAll<Field>(FIELDS)) {
    const key = keyOf(field);
    byKey.set(key, [...(byKey.get(key) ?? []), field]);
  }
  return byKey;
}

const isChoice = (field: Field) => field.type === 'radio' || field.type === 'checkbox';

function changed(field: Field): boolean {
  if (field instanceof HTMLInputElement) {
    if (isChoice(field)) return field.checked !== field.defaultChecked;
    if (field.type === 'file') return (field.files?.length ?? 0) > 0;
  }
  return field.value !== field.defaultValue;
}

/** Sets a value the way a keystroke does, so React's onChange sees it (its value tracker). */
function type(field: Field, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function copy(from: Field, to: Field) {
  if (from instanceof HTMLInputElement && to instanceof HTMLInputElement) {
    if (isChoice(from)) {
      if (to.checked !== from.checked) to.click();
      return;
    }
    if (from.type === 'file') {
      to.files = from.files;
      to.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
  }
  type(to, from.value);
}

export interface TakeOver {
  /** Whether the reader has typed into or is in a field of the page. */
  touched(): boolean;
  /** Gives what was typed to the app's fields; true once every typed field found its match. */
  restore(root: ParentNode): boolean;
}

export function keepTyped(root: HTMLElement): TakeOver {
  const before = fieldsByKey(root);
  let focused = root.contains(document.activeElement) ? document.activeElement : null;
  // The last field the reader was in. Leaving it for the page clears it; being removed by the
  // app's render does not (a removed field's focusout, where a browser fires one, finds it gone).
  const onFocusIn = (event: FocusEvent) => (focused = event.target as Element);
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target as Element;
    setTimeout(() => {
      if (left.isConnected && focused === left && document.activeElement !== left) focused = null;
    });
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  let pending: [Field, string, number][] | undefined;

  return {
    touched() {
      return focused !== null || [...before.values()].flat().some(changed);
    },
    restore(next) {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      pending ??= [...before].flatMap(([key, fields]) =>
        fields.map((field, index): [Field, string, number] => [field, key, index])
      );
      const after = fieldsByKey(next);
      pending = pending.filter(([field, key, index]) => {
        const match = after.get(key)?.[index];
        if (!match) return changed(field) || field === focused;
        if (changed(field)) copy(field, match);
        if (field === focused) {
          match.focus();
          if (!isChoice(field) && field.type !== 'file') {
            const end = match.value.length;
            try {
              match.setSelectionRange(field.selectionStart ?? end, field.selectionEnd ?? end);
            } catch {
              // Email and number inputs have no selection API; the caret stays where focus put it.
            }
          }
        }
        return false;
      });
      return pending.length === 0;
    },
  };
}
