import { screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { renderScreen } from 'host/testing';
import { NewPasswordFields } from './new-password-fields';

describe('the new password fields', () => {
  it('asks for the password with the length hint and for its repetition, both as new passwords', () => {
    renderScreen(<Form onSubmit={() => undefined}>{() => <NewPasswordFields label="New password" />}</Form>);
    const password = screen.getByLabelText(/^New password/);
    const confirmation = screen.getByLabelText(/^Repeat the password/);
    expect(password).toHaveAttribute('name', 'password');
    expect(password).toHaveAccessibleDescription(/At least 8 characters/);
    expect(confirmation).toHaveAttribute('name', 'password_confirmation');
    for (const field of [password, confirmation]) {
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveAttribute('autocomplete', 'new-password');
      expect(field).toBeRequired();
    }
  });
});
