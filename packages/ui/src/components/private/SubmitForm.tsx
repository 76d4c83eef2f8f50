import type { FormHTMLAttributes } from 'react';

export interface SubmitFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
> {
  /** Runs on submit (button or Enter); the caller applies its own rules before acting. */
  onSubmit: () => void;
}

/**
 * Every form of the library: the domain's rules and our messages check the fields (not the
 * browser's bubbles, hence noValidate), and submitting never reloads the page.
 */
export function SubmitForm({ onSubmit, ...props }: SubmitFormProps) {
  return (
    <form
      {...props}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
}
