/** An issuance area's addresses: route patterns relative to the area's prefix (what its
 * `./routes` declares), and the links to them (no hand-built URL elsewhere). */
export function issuanceAreaPaths(prefix: `/${string}`) {
  return {
    issuances: {
      pattern: 'issuances',
      /** The list, with its filters' query string. */
      href: (search = '') => `${prefix}/issuances${search}`,
    },
    issuance: {
      pattern: 'issuances/:id',
      href: (id: string | number) => `${prefix}/issuances/${encodeURIComponent(String(id))}`,
    },
  } as const;
}

export type IssuanceAreaPaths = ReturnType<typeof issuanceAreaPaths>;
