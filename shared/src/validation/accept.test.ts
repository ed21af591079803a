import { acceptedTypesText, matchesAccept } from './accept';

const file = (name: string, type = '') => ({ name, type });

describe("a file input's accept list", () => {
  it('takes a file by its extension, whatever its case', () => {
    expect(matchesAccept(file('id.JPG'), '.pdf,.jpg,.jpeg,.png')).toBe(true);
    expect(matchesAccept(file('notes.txt', 'text/plain'), '.pdf,.jpg,.jpeg,.png')).toBe(false);
  });

  it('takes a file by its type, exact or by family', () => {
    expect(matchesAccept(file('scan', 'application/pdf'), 'application/pdf')).toBe(true);
    expect(matchesAccept(file('photo.heic', 'image/heic'), 'image/*')).toBe(true);
    expect(matchesAccept(file('notes.txt', 'text/plain'), 'application/pdf,.pdf')).toBe(false);
  });

  it('takes anything without a list', () => {
    expect(matchesAccept(file('notes.txt', 'text/plain'), undefined)).toBe(true);
  });

  it('names the types as people do, each once', () => {
    expect(acceptedTypesText('.pdf,.jpg,.jpeg,.png')).toBe('PDF, JPG, JPEG, PNG');
    expect(acceptedTypesText('application/pdf,.pdf')).toBe('PDF');
    expect(acceptedTypesText(undefined)).toBe('');
  });
});
