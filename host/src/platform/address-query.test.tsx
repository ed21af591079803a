import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import * as v from 'valibot';
import { useAddressQuery } from './address-query';

const listQuery = v.object({
  status: v.optional(v.picklist(['PENDING', 'PAID'])),
  q: v.optional(v.pipe(v.string(), v.trim())),
  page: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), '1'),
});

function setUp(address: string) {
  let location: { pathname: string; search: string } = { pathname: '', search: '' };
  function Probe({ children }: { children: ReactNode }) {
    location = useLocation();
    return children;
  }
  const hook = renderHook(() => useAddressQuery(listQuery), {
    wrapper: ({ children }) => {
      const router = createMemoryRouter([{ path: '*', element: <Probe>{children}</Probe> }], { initialEntries: [address] });
      return <RouterProvider router={router} />;
    },
  });
  return { hook, search: () => location.search };
}

describe('useAddressQuery', () => {
  it("reads a list's filters and page from the address through the list's schema", () => {
    const { hook } = setUp('/manager/investments?status=PAID&q=lucia&page=3');
    expect(hook.result.current.query).toEqual({ status: 'PAID', q: 'lucia', page: 3 });
  });

  it('drops only the value the schema refuses, so the rest of an outdated address still applies', () => {
    const { hook } = setUp('/manager/investments?status=LOST&q=lucia&page=abc');
    expect(hook.result.current.query).toEqual({ q: 'lucia', page: 1 });
  });

  it('goes back to the first page when a filter changes, and an empty value leaves the address', () => {
    const { hook, search } = setUp('/manager/investments?status=PAID&q=lucia&page=3');
    act(() => hook.result.current.update({ q: '', status: 'PENDING' }));
    expect(new URLSearchParams(search())).toEqual(new URLSearchParams({ status: 'PENDING' }));
  });

  it('keeps the filters when only the page changes', () => {
    const { hook, search } = setUp('/manager/investments?status=PAID');
    act(() => hook.result.current.update({ page: '2' }));
    expect(new URLSearchParams(search())).toEqual(new URLSearchParams({ status: 'PAID', page: '2' }));
  });
});
