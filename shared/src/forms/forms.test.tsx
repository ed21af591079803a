import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Form } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import * as v from 'valibot';
import { renderWithI18n } from '../test/i18n';
import { loginSchema } from '../schemas/login.schema';
import { createRegisterSchema } from '../schemas/register.schema';
import { companyDataSchema } from '../schemas/company-data.schema';
import { Button } from '../ui/button/button';
import type { Locale } from '../messages';
import { CheckboxField, FileField, FormError, TextField } from './fields';
import { createValidate, toFormErrors } from './validate';

function LoginForm({ onSubmit = jest.fn(), locale }: { onSubmit?: (values: object) => SubmissionErrors | void; locale?: Locale }) {
  return renderWithI18n(
    <Form onSubmit={onSubmit} validate={createValidate(loginSchema)}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FormError />
          <TextField name="email" label="E-mail" type="email" required />
          <TextField name="password" label="Password" type="password" required />
          <Button type="submit" loading={submitting}>
            Log in
          </Button>
        </form>
      )}
    </Form>,
    locale,
  );
}

describe('createValidate', () => {
  it('nests errors by field path, as final-form reads them', () => {
    const validate = createValidate(companyDataSchema);
    const errors = validate({ has_significant_partners: true, partners: [{ name: '', surname: 'Gil', id_number: 'ABC123456', share: 30 }] });
    expect(errors).toMatchObject({
      organization_name: { key: 'validator.error_null' },
      partners: [{ name: { key: 'validator.error_null' } }],
    });
  });

  it('returns undefined for valid values', () => {
    expect(createValidate(loginSchema)({ email: 'ana@example.com', password: '12345678' })).toBeUndefined();
  });

  it('puts whole-form errors under final-form FORM_ERROR', () => {
    expect(toFormErrors({ _form: { key: 'validator.form_field_invalid' } })).toEqual({ [FORM_ERROR]: { key: 'validator.form_field_invalid' } });
  });
});

describe('fields bound to a schema', () => {
  it('show the translated message under each field after a failed submit, tied with aria attributes', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    LoginForm({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByRole('textbox', { name: /e-mail/i });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This field cannot be blank');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the minimum with its parameter for a 7-character password', async () => {
    const user = userEvent.setup();
    LoginForm({});
    await user.type(screen.getByRole('textbox', { name: /e-mail/i }), 'ana@example.com');
    await user.type(screen.getByLabelText(/password/i), '1234567');
    await user.tab();
    expect(screen.getByText('Too short (min 8 characters)')).toBeInTheDocument();
  });

  it('speaks Spanish when the interface is in Spanish', async () => {
    const user = userEvent.setup();
    LoginForm({ locale: 'es' });
    await user.type(screen.getByRole('textbox', { name: /e-mail/i }), 'ana');
    await user.tab();
    expect(screen.getByText('El formato del e-mail es incorrecto')).toBeInTheDocument();
  });

  it('does not show an error before the person leaves the field', async () => {
    const user = userEvent.setup();
    LoginForm({});
    await user.type(screen.getByRole('textbox', { name: /e-mail/i }), 'ana');
    expect(screen.queryByText('The e-mail format is incorrect')).toBeNull();
  });

  it('shows the API 400 field errors and the form error after submitting', async () => {
    const user = userEvent.setup();
    const onSubmit = () =>
      toFormErrors({ email: { key: 'validator.error_email_max', params: { max: 10 } }, _form: { key: 'validator.form_field_invalid' } });
    LoginForm({ onSubmit });
    await user.type(screen.getByRole('textbox', { name: /e-mail/i }), 'ana@example.com');
    await user.type(screen.getByLabelText(/password/i), '12345678');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The e-mail is too long (max 10 characters)')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This field is not valid');
  });

  it('gives a checkbox its own message', async () => {
    const user = userEvent.setup();
    const schema = createRegisterSchema({ fields: [], mandatoryCommercialCommunications: false });
    renderWithI18n(
      <Form onSubmit={jest.fn()} validate={createValidate(schema)}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <CheckboxField name="terms_accepted" label="I accept the terms" />
            <Button type="submit">Register</Button>
          </form>
        )}
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAccessibleDescription('You must accept the terms and conditions');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).not.toHaveAttribute('aria-invalid');
  });

  it('passes a chosen file to the schema', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const schema = v.object({ proof: v.custom<File>((value) => value instanceof File, 'validator.error_null') });
    renderWithI18n(
      <Form onSubmit={onSubmit} validate={createValidate(schema)}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <FileField name="proof" label="Proof of payment" maxSizeMb={1} />
            <Button type="submit">Send</Button>
          </form>
        )}
      </Form>,
    );
    await user.upload(screen.getByLabelText('Proof of payment'), new File(['x'], 'proof.pdf'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].proof).toBeInstanceOf(File);
  });

  it('has no accessibility violations with errors shown', async () => {
    const user = userEvent.setup();
    const { container } = LoginForm({});
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
