import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithI18n } from '../../test/i18n';
import { FileUpload } from './file-upload';

const MB = 1024 * 1024;

function fileOf(name: string, bytes: number, type = 'application/pdf'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

function ProofUpload({ multiple = false, progress }: { multiple?: boolean; progress?: number }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileUpload label="Proof of payment" files={files} onFilesChange={setFiles} maxSizeMb={2} multiple={multiple} progress={progress} accept=".pdf,.png" />
  );
}

describe('FileUpload', () => {
  it('accepts a file within the size limit and lists it', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ProofUpload />);
    await user.upload(screen.getByLabelText('Proof of payment'), fileOf('proof.pdf', 2 * MB));
    expect(screen.getByText('proof.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a file over the limit with the file-size message', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ProofUpload />);
    const input = screen.getByLabelText('Proof of payment');
    await user.upload(input, fileOf('big.pdf', 2 * MB + 1));
    expect(screen.queryByText('big.pdf')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('The file exceeds 2 MB');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('words the limit in Spanish', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ProofUpload />, 'es');
    await user.upload(screen.getByLabelText('Proof of payment'), fileOf('big.pdf', 3 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('El archivo supera los 2 MB');
    expect(screen.getByText('PDF, PNG, hasta 2 MB')).toBeInTheDocument();
  });

  it('says which types it takes, and refuses a dropped file of another type at once, naming them', () => {
    renderWithI18n(<ProofUpload />);
    expect(screen.getByText('PDF, PNG, up to 2 MB')).toBeInTheDocument();
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [fileOf('notes.txt', 10, 'text/plain')] } });
    expect(screen.queryByText('notes.txt')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('This type of file is not accepted. Choose a file of one of these types: PDF, PNG');
    expect(screen.getByLabelText('Proof of payment')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a chosen file of another type (the picker\'s "All files"), and takes the right one after', async () => {
    // The picker only suggests `accept`: a person can choose any file.
    const user = userEvent.setup({ applyAccept: false });
    renderWithI18n(<ProofUpload />, 'es');
    const input = screen.getByLabelText('Proof of payment');
    await user.upload(input, fileOf('notas.txt', 10, 'text/plain'));
    expect(screen.getByRole('alert')).toHaveTextContent('Este tipo de archivo no se admite. Elige un archivo de uno de estos tipos: PDF, PNG');
    await user.upload(input, fileOf('PROOF.PDF', 10, ''));
    expect(screen.getByText('PROOF.PDF')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes files dropped on the zone', () => {
    renderWithI18n(<ProofUpload />);
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [fileOf('dropped.png', 1000, 'image/png')] } });
    expect(screen.getByText('dropped.png')).toBeInTheDocument();
  });

  it('removes a chosen file', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ProofUpload multiple />);
    await user.upload(screen.getByLabelText('Proof of payment'), [fileOf('a.pdf', 10), fileOf('b.pdf', 10)]);
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.queryByText('a.pdf')).toBeNull();
    expect(screen.getByText('b.pdf')).toBeInTheDocument();
  });

  it('shows the upload progress of the chosen file', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ProofUpload progress={40} />);
    await user.upload(screen.getByLabelText('Proof of payment'), fileOf('proof.pdf', 10));
    expect(screen.getByRole('progressbar', { name: 'Uploading proof.pdf: 40%' })).toHaveAttribute('aria-valuenow', '40');
  });

  it('has no accessibility violations', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(<ProofUpload />);
    await user.upload(screen.getByLabelText('Proof of payment'), fileOf('big.pdf', 3 * MB));
    expect(await axe(container)).toHaveNoViolations();
  });
});
