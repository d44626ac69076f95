import { forwardRef, type ChangeEvent } from 'react';
import { CELLPHONE_MASK } from '@/config/constants';
import { maskPhone } from '@/lib/phone-mask';
import { TextField, type TextFieldProps } from './text-field';

/**
 * A phone typed through the mask +# (###) ### ####: each keystroke is reformatted before the form
 * sees it, so it works with react-hook-form's register() as well as with a controlled value.
 */
export const PhoneField = forwardRef<HTMLInputElement, TextFieldProps>(function PhoneField(
  { onChange, ...props },
  ref,
) {
  const masked = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = maskPhone(event.target.value);
    onChange?.(event);
  };
  return (
    <TextField
      ref={ref}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={CELLPHONE_MASK.replaceAll('#', '_')}
      {...props}
      onChange={masked}
    />
  );
});
