import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { MouseEventHandler, ReactNode } from 'react';
import { ButtonLink } from './button-link';

interface RouterLinkProps {
  to: string;
  onFollow: (to: string) => void;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  className?: string;
  children?: ReactNode;
}

/** Stands in for the router's `Link`: it takes `to` (required), runs the caller's click handler,
 * and follows the address unless that handler prevented it. */
function RouterLink({ to, onFollow, onClick, children, ...props }: RouterLinkProps) {
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        onFollow(to);
      }}
    >
      {children}
    </a>
  );
}

describe('ButtonLink', () => {
  it('is a link with the look of the kit’s button, in its variant and size', async () => {
    const { container } = render(
      <ButtonLink as={RouterLink} to="/user/issuances" onFollow={jest.fn()} variant="secondary" size="sm" className="extra">
        See projects
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'See projects' });
    expect(link).toHaveAttribute('href', '/user/issuances');
    expect(link).toHaveClass('button', 'secondary', 'sm', 'link', 'extra');
    expect(link).not.toHaveAttribute('aria-disabled');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is primary by default, and renders a plain anchor for a file to download', () => {
    render(
      <ButtonLink as="a" href="/contract.pdf" download="contract.pdf">
        Download
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Download' });
    expect(link).toHaveClass('button', 'primary', 'link');
    expect(link).toHaveAttribute('download', 'contract.pdf');
  });

  it('is reached with Tab and followed with Enter', async () => {
    const user = userEvent.setup();
    const onFollow = jest.fn();
    render(
      <ButtonLink as={RouterLink} to="/user/account/banking" onFollow={onFollow}>
        Add a bank account
      </ButtonLink>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Add a bank account' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onFollow).toHaveBeenCalledWith('/user/account/banking');
  });

  it('when disabled, says so to assistive technology, stays focusable and is not followed', async () => {
    const user = userEvent.setup();
    const onFollow = jest.fn();
    const onClick = jest.fn();
    render(
      <ButtonLink as={RouterLink} to="/invest/x/sign" onFollow={onFollow} onClick={onClick} disabled>
        Sign
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Sign' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(link);
    expect(onFollow).not.toHaveBeenCalled();
    expect(onClick).not.toHaveBeenCalled();
  });
});
