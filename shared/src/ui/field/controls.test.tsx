import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithI18n } from '../../test/i18n';
import { Checkbox } from '../checkbox/checkbox';
import { Input } from '../input/input';
import { RadioGroup } from '../radio-group/radio-group';
import { Select } from '../select/select';
import { Textarea } from '../textarea/textarea';

describe('form controls', () => {
  it('ties an input to its label, hint and error', () => {
    renderWithI18n(<Input label="E-mail" hint="We never share it" error="The e-mail format is incorrect" required />);
    const input = screen.getByRole('textbox', { name: /e-mail/i });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('We never share it The e-mail format is incorrect');
  });

  it('is not marked invalid without an error', () => {
    renderWithI18n(<Input label="Name" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });

  it('offers a placeholder option in the select and reports the choice', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithI18n(
      <Select label="Marital status" options={[{ value: 'single', label: 'Single' }, { value: 'widowed', label: 'Widowed' }]} onChange={onChange} defaultValue="" />,
    );
    expect(screen.getByRole('option', { name: 'Select an option' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Marital status' }), 'widowed');
    expect(onChange).toHaveBeenCalled();
  });

  it('ties a checkbox to its error', () => {
    renderWithI18n(<Checkbox label="I accept the terms" error="You must accept the terms and conditions" />);
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAccessibleDescription('You must accept the terms and conditions');
  });

  it('groups radios under their legend and reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithI18n(
      <RadioGroup legend="Person type" name="person_type" value={undefined} onChange={onChange} options={[{ value: 'natural', label: 'Natural person' }, { value: 'legal', label: 'Legal person' }]} />,
    );
    expect(screen.getByRole('group', { name: 'Person type' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Legal person' }));
    expect(onChange).toHaveBeenCalledWith('legal');
  });

  it('have no accessibility violations', async () => {
    const { container } = renderWithI18n(
      <form>
        <Input label="E-mail" error="The e-mail format is incorrect" required />
        <Select label="Gender" options={[{ value: 'female', label: 'Female' }]} />
        <Textarea label="Description" hint="Up to 500 characters" />
        <Checkbox label="I accept the privacy policy" />
        <RadioGroup legend="Person type" name="p" value="natural" onChange={jest.fn()} options={[{ value: 'natural', label: 'Natural' }]} error="This field is not valid" />
      </form>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
