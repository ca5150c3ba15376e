/**
 * Stripe's request encoding: application/x-www-form-urlencoded with bracketed keys
 * (`items[0][price]=price_x`, `metadata[uid]=abc`, `expand[]=latest_invoice`), as the SDK sends it.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

function keyPath(key: string): string[] {
  const [head, ...rest] = key.split('[');
  return [head ?? '', ...rest.map((part) => part.replace(/\]$/, ''))];
}

/** Parses a form body into nested objects; numeric or empty brackets become arrays. */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    let node: FormObject | FormValue[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[index + 1]!);
      const container = node as Record<string, FormValue>;
      const slot = Array.isArray(node) && part === '' ? String(node.length) : part;
      if (last) {
        container[slot] = value;
        return;
      }
      container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as FormObject | FormValue[];
    });
  }
  return root;
}

/** A string field of a parsed form (nested by path), or undefined. */
export function formString(form: FormValue | undefined, ...path: (string | number)[]): string | undefined {
  let node: FormValue | undefined = form;
  for (const part of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = (node as Record<string, FormValue>)[String(part)];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A flat string map of a parsed form field (metadata). */
export function formRecord(form: FormValue | undefined): Record<string, string> {
  if (!form || typeof form === 'string' || Array.isArray(form)) return {};
  return Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
