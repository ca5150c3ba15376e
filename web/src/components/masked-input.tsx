import { Input, type InputProps } from '@chakra-ui/react';
import { forwardRef, type ChangeEvent } from 'react';
import { applyMask, isNumericMask } from '@/lib/input-mask';

export interface MaskedInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  mask: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** A text input that formats what is typed or pasted with a spec mask (# digit, @ letter, * either). */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(
  { mask, value, onValueChange, ...rest },
  ref,
) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => onValueChange(applyMask(event.target.value, mask));
  return (
    <Input
      ref={ref}
      type="text"
      inputMode={isNumericMask(mask) ? 'numeric' : 'text'}
      maxLength={mask.length}
      placeholder={mask.replace(/[#@*]/g, '_')}
      value={value}
      onChange={onChange}
      {...rest}
    />
  );
});
