import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'warning' | 'ghost';
export type ButtonSize = 'small' | 'medium';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A native button: keyboard and screen reader behaviour come for free. `type` defaults to "button" because
 * the elements can sit inside a host page's `<form>`, where the HTML default "submit" would post it.
 */
export function Button({
  variant = 'secondary',
  size = 'medium',
  type = 'button',
  className,
  ...rest
}: ButtonProps) {
  const classes = ['fw-button', `fw-button--${variant}`, `fw-button--${size}`, className]
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} part={`button button-${variant}`} {...rest} />;
}
