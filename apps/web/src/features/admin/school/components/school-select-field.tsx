import { forwardRef } from 'react';
import { SelectField, type SelectFieldProps } from '../../shared/select-field';
import type { School } from '../schemas';

interface SchoolSelectFieldProps extends Omit<SelectFieldProps, 'options' | 'emptyOption'> {
  schools: School[];
  /** The empty first option, e.g. 'Выберите школу'. */
  placeholder: string;
  /**
   * The form's starting school: React selects it on mount, whereas register() alone sets it
   * through the ref, which a DOM without the options yet ignores.
   */
  defaultValue: string;
}

/** The required school an exercise or a tariff belongs to, picked from the list of schools. */
export const SchoolSelectField = forwardRef<HTMLSelectElement, SchoolSelectFieldProps>(
  function SchoolSelectField({ schools, placeholder, ...selectProps }, ref) {
    return (
      <SelectField
        ref={ref}
        options={schools.map((school) => ({ value: String(school.id), label: school.title }))}
        emptyOption={placeholder}
        required
        {...selectProps}
      />
    );
  },
);
