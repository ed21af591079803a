import * as v from 'valibot';
import { pageMeta, pageMetaSchema } from './paging.schema';

describe('pageMeta', () => {
  it('calls an empty list page 1 of 1', () => {
    expect(pageMeta(1, 20, 0)).toEqual({ page: 1, per_page: 20, total: 0, total_pages: 1 });
  });

  it('counts a last, partly filled page', () => {
    expect(pageMeta(2, 20, 41).total_pages).toBe(3);
    expect(pageMeta(1, 20, 40).total_pages).toBe(2);
  });

  it('answers what the shared schema documents, and the schema refuses "0 pages"', () => {
    expect(v.is(pageMetaSchema, pageMeta(1, 20, 0))).toBe(true);
    expect(v.is(pageMetaSchema, { page: 1, per_page: 20, total: 0, total_pages: 0 })).toBe(false);
  });
});
