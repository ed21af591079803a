/** A value of a form-encoded Stripe request, nested as the SDK flattened it (`a[b][0][c]=x`). */
export type Param = string | Param[] | { [key: string]: Param };

/**
 * Reads a body the way Stripe does: `line_items[0][price_data][currency]=eur` becomes
 * `{ line_items: [{ price_data: { currency: 'eur' } }] }`.
 */
export function parseFormParams(body: string): Record<string, Param> {
  const root: Record<string, Param> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = [name.replace(/\[.*$/, ''), ...[...name.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '')];
    let node: Record<string, Param> | Param[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const key = Array.isArray(node) ? (segment === '' ? node.length : Number(segment)) : segment;
      const container = node as Record<string | number, Param>;
      if (last) {
        container[key] = value;
        return;
      }
      const nextIsIndex = /^\d*$/.test(path[index + 1] ?? '');
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as Record<string, Param> | Param[];
    });
  }
  return root;
}

export function text(value: Param | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function record(value: Param | undefined): Record<string, Param> {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function strings(value: Param | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(record(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
