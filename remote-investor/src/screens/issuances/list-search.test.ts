import { listQuery, readListSearch, writeListSearch } from './list-search';

const read = (search: string) => readListSearch(new URLSearchParams(search));

describe('the issuances address', () => {
  it('defaults to the newest projects, first page, in a grid', () => {
    expect(read('')).toEqual({ filters: { q: '', sort: 'newest' }, page: 1, view: 'grid' });
    expect(writeListSearch(read('')).toString()).toBe('');
  });

  it('round-trips every filter, the page and the view', () => {
    const search = 'q=solar&status=CAMPAIGN&product_type=renewables&followed=true&sort=most_raised&page=3&view=list';
    expect(writeListSearch(read(search)).toString()).toBe(search);
  });

  it('drops values the API would refuse', () => {
    expect(read('status=DRAFTY&product_type=gold&sort=random&page=0&followed=maybe&view=cards')).toEqual(read(''));
  });

  it('asks the API for the trimmed search and leaves out what is unset', () => {
    expect(listQuery(read('q=%20solar%20&page=2'))).toEqual({ q: 'solar', sort: 'newest', page: 2 });
  });
});
