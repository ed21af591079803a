import { applyListParamChanges, CLEARED_FILTERS, hasFilters, readListParams } from './list-params';

describe('issuance list parameters in the address', () => {
  it('reads filters, search, order, page and view from the address', () => {
    const { query, view } = readListParams(new URLSearchParams('status=CAMPAIGN&q=solar&followed=true&sort=newest&page=2&view=grid'));
    expect(query).toMatchObject({ status: 'CAMPAIGN', q: 'solar', followed: true, sort: 'newest', page: 2 });
    expect(view).toBe('grid');
  });

  it('drops a hand-edited value on its own and keeps the rest of the address', () => {
    const { query, view } = readListParams(new URLSearchParams('status=nonsense&page=abc&q=solar&view=table'));
    expect(query).toEqual({ q: 'solar', sort: 'newest', page: 1, per_page: 12 });
    expect(view).toBeUndefined();
  });

  it('removes emptied parameters and goes back to the first page when a filter changes', () => {
    const next = applyListParamChanges(new URLSearchParams('q=solar&page=3&view=grid'), { q: '', status: 'CAMPAIGN' });
    expect(next.toString()).toBe('view=grid&status=CAMPAIGN');
  });

  it('keeps the page when only the page or the view changes', () => {
    expect(applyListParamChanges(new URLSearchParams('page=3'), { view: 'list' }).toString()).toBe('page=3&view=list');
    expect(applyListParamChanges(new URLSearchParams('page=3'), { page: '4' }).toString()).toBe('page=4');
  });

  it('clears every filter but keeps the order', () => {
    const next = applyListParamChanges(new URLSearchParams('status=CAMPAIGN&product_type=renewables&q=solar&followed=true&sort=newest'), CLEARED_FILTERS);
    expect(next.toString()).toBe('sort=newest');
    expect(hasFilters(readListParams(next).query)).toBe(false);
    expect(hasFilters(readListParams(new URLSearchParams('followed=true')).query)).toBe(true);
  });
});
