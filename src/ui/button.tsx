import type { ComponentPropsWithRef, MouseEvent } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'warning' | 'ghost';
export type ButtonSize = 'small' | 'medium';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Looks and reads as disabled (aria-disabled) but keeps keyboard focus, and ignores clicks (a submit
   * button then submits nothing). For a button that waits for its own action: `disabled` there would
   * drop the focus of the key press that started it to the page.
   */
  inactive?: boolean;
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
  inactive = false,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = ['fw-button', `fw-button--${variant}`, `fw-button--${size}`, className]
    .filter(Boolean)
    .join(' ');
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (inactive) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      type={type}
      className={classes}
      part={`button button-${variant}`}
      aria-disabled={inactive || undefined}
      onClick={click}
      {...rest}
    />
  );
}
