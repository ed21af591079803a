/**
 * The `accept` list of a file input, applied to a file: the browser's picker only suggests it
 * (a drop, or "All files" in the picker, brings anything), so the drop zone checks it itself and
 * refuses another type at once instead of after the upload. The API checks the bytes again.
 */
export function matchesAccept(file: { readonly name: string; readonly type?: string }, accept: string | undefined): boolean {
  const entries = acceptEntries(accept);
  if (entries.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type ?? '').toLowerCase();
  return entries.some((entry) => {
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** The accepted types as people name them ("PDF, JPG, PNG"), for the hint and the refusal. */
export function acceptedTypesText(accept: string | undefined): string {
  const names = acceptEntries(accept).map((entry) => {
    if (entry.startsWith('.')) return entry.slice(1);
    // `application/pdf` is a PDF, `image/png` a PNG; `image/*` stays as written.
    const [, subtype = entry] = entry.split('/');
    return subtype === '*' ? entry : subtype;
  });
  return [...new Set(names.map((name) => name.toUpperCase()))].join(', ');
}

function acceptEntries(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}
