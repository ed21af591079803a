import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderScreen } from 'host/testing';
import '../messages';
import { KycDocumentsSection } from './company-kyc';

function pdf(name: string) {
  return new File(['%PDF-1.4'], name, { type: 'application/pdf' });
}

function open(language: 'en' | 'es' = 'en') {
  const onSubmit = jest.fn(() => Promise.resolve());
  renderScreen(<KycDocumentsSection initialValues={{}} personType="natural" today="2026-03-01" submitLabel="Send" onSubmit={onSubmit} />, {
    platform: createTestPlatform({ language }),
  });
  return onSubmit;
}

describe('the KYC documents', () => {
  it('names the types a document may be beside its drop zone', async () => {
    open();
    expect(await screen.findByText(/PDF, JPG, JPEG, PNG, up to 10 MB/)).toBeInTheDocument();
  });

  it('refuses a dropped .txt at once, naming the types it takes, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = open();
    const zone = await screen.findByTestId('file-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['notes'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('This type of file is not accepted. Choose a file of one of these types: PDF, JPG, JPEG, PNG');
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a .txt chosen with the picker\'s "All files" in Spanish, and takes the PDF chosen after', async () => {
    const user = userEvent.setup({ applyAccept: false });
    open('es');
    const input = await screen.findByLabelText('Documento de identidad');
    await user.upload(input, new File(['notes'], 'notas.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Este tipo de archivo no se admite. Elige un archivo de uno de estos tipos: PDF, JPG, JPEG, PNG');
    await user.upload(input, pdf('dni.pdf'));
    expect(screen.getByText('dni.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
