import { fileNameOf } from './hidden-documents';

describe('the name of a downloaded document', () => {
  it('is the UTF-8 name the server gives, then its plain one, then the document’s', () => {
    expect(fileNameOf(`attachment; filename="Plan.pdf"; filename*=UTF-8''Plan%20de%20negocio.pdf`, 'doc')).toBe('Plan de negocio.pdf');
    expect(fileNameOf('attachment; filename="Financial projections.pdf"', 'doc')).toBe('Financial projections.pdf');
    expect(fileNameOf(`attachment; filename="Plan.pdf"; filename*=UTF-8''%E0%A4%A`, 'doc')).toBe('Plan.pdf');
    expect(fileNameOf(undefined, 'Pitch deck')).toBe('Pitch deck');
  });
});
