// The one button and the one toggle button of the store (every slice uses these rather than
// styling its own). Button renders a link when given href, so "CREATE ACCOUNT" as a link and
// "CHECKOUT" as a button look the same.
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import type { StoreLinkProps } from '../navigation/store-link';
import { ButtonElement, ButtonLinkElement, ToggleElement, type ButtonVariant } from './button.styles';

export type { ButtonVariant };

interface LookOptions {
  /** primary: white on ink (default); secondary: ink on white. */
  variant?: ButtonVariant;
  /** Fill the container's width. */
  fullWidth?: boolean;
}

type ButtonProps = LookOptions & ButtonHTMLAttributes<HTMLButtonElement>;
type ButtonLinkProps = LookOptions & StoreLinkProps & { href: string };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', fullWidth = false, type = 'button', ...rest },
  ref,
) {
  return <ButtonElement ref={ref} type={type} $variant={variant} $fullWidth={fullWidth} {...rest} />;
});

/** A link that looks like Button (navigation inside the store, through StoreLink). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', fullWidth = false, ...rest },
  ref,
) {
  return <ButtonLinkElement ref={ref} $variant={variant} $fullWidth={fullWidth} {...rest} />;
});

interface ToggleButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> {
  /** On or off: announced as aria-pressed. */
  pressed: boolean;
  /** Called with the new state when pressed. */
  onPressedChange?: (pressed: boolean) => void;
}

/** A button that is on or off (e.g. one column / two columns in a role="group"). */
export const ToggleButton = forwardRef<HTMLButtonElement, ToggleButtonProps>(function ToggleButton(
  { pressed, onPressedChange, onClick, type = 'button', ...rest },
  ref,
) {
  return (
    <ToggleElement
      ref={ref}
      type={type}
      aria-pressed={pressed}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onPressedChange?.(!pressed);
      }}
      {...rest}
    />
  );
});
