import { isSafeText, withoutBidiControls } from './text-safety';

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
    '"><b>x</b>',
    '<img/src=x>',
    '</textarea>',
    '<!-- x -->',
    '<svg/onload=alert(1)>',
    '\uff1cscript\uff1e',
    '\uff1cb\uff1ebold',
    'Ana\u202egpj.exe',
    'Ana\u2066x\u2069',
    'a\u200fb',
    'a\u061cb',
    'a\u202ab',
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
    'I <3 solar parks, and a < b when b > 2',
    'مرحبا بالعالم',
    'שלום עולם',
    'Ｆｕｌｌ－ｗｉｄｔｈ letters are fine',
  ])('lets %p through', (text) => {
    expect(isSafeText(text)).toBe(true);
  });
});

describe('withoutBidiControls', () => {
  it('drops every direction control and keeps right-to-left letters', () => {
    expect(withoutBidiControls('Ana\u202egpj.exe \u2066x\u2069\u200e\u200f\u061c\u202a\u202b\u202c\u202d')).toBe('Anagpj.exe x');
    expect(withoutBidiControls('مرحبا')).toBe('مرحبا');
  });
});
