import { isSafeText } from './text-safety';

describe('isSafeText', () => {
  it.each([
    '<script>alert(1)</script>',
    '< SCRIPT src="x.js">',
    '</script>',
    '<a href="javascript:alert(1)">x</a>',
    'JavaScript : void(0)',
    '<img src=x onerror=alert(1)>',
    '<body onload = "steal()">',
    "' OR '1'='1",
    '" or 1=1 --',
    "admin'--",
    '1; DROP TABLE users',
    'x UNION SELECT password FROM users',
    'drop table investors',
  ])('flags %p', (text) => {
    expect(isSafeText(text)).toBe(false);
  });

  it.each([
    "O'Brien invested in the solar park",
    'Drop me a line, or call me on Monday',
    'Select the tokens you want to sell',
    'Las energías renovables: un 8% anual -- estimado',
    'Union of cooperatives, selected projects',
    'We load the panels on error-free trucks',
  ])('lets %p through', (text) => {
    expect(isSafeText(text)).toBe(true);
  });
});
