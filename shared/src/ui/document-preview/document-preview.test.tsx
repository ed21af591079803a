import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/i18n';
import { DocumentPreview } from './document-preview';

beforeEach(() => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
});

const file = (type: string, size: number, name: string) => ({ blob: new Blob(['x'.repeat(size)], { type }), name });

describe('DocumentPreview', () => {
  it('shows an image inline with its alt text, name, type and size', async () => {
    renderWithI18n(<DocumentPreview label="Proof of payment" name="proof" source="1" load={() => Promise.resolve(file('image/png', 245_000, 'proof.png'))} />);
    expect(screen.getByRole('status', { name: 'Loading proof' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Proof of payment: proof.png' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByText('proof.png · PNG · 245 kB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download proof.png' })).toHaveAttribute('download', 'proof.png');
  });

  it('offers a PDF to open in a new tab, since the page may not embed it', async () => {
    renderWithI18n(<DocumentPreview label="Proof of payment" name="proof" source="1" load={() => Promise.resolve(file('application/pdf', 1_500_000, 'proof.pdf'))} />);
    const open = await screen.findByRole('link', { name: 'Open the PDF proof.pdf' });
    expect(open).toHaveAttribute('href', 'blob:preview');
    expect(open).toHaveAttribute('target', '_blank');
    expect(screen.getByText('proof.pdf · PDF · 1.5 MB')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says when the file could not be fetched, and tries again', async () => {
    const user = userEvent.setup();
    const load = jest.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(file('image/jpeg', 2000, 'id.jpg'));
    renderWithI18n(<DocumentPreview label="Identity document" name="id.jpg" source="1" load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('id.jpg could not be shown.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Identity document: id.jpg' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
