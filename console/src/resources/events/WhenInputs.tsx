import { Field } from '../../components/fields';
import { useT } from '../../components/i18n';

type When = 'eventDate' | 'eventTime';

/** The event's date and time pickers, both required (the add form and the list's editor). */
export function WhenInputs({
  values,
  errors,
  size,
  onChange,
}: {
  values: Record<When, string>;
  errors: Record<string, string>;
  size?: 'small';
  onChange: (name: When, value: string) => void;
}) {
  const tx = useT();
  return (
    <>
      {(['eventDate', 'eventTime'] as const).map((name) => (
        <Field
          key={name}
          size={size}
          type={name === 'eventDate' ? 'date' : 'time'}
          label={tx(`console:events.fields.${name}`)}
          value={values[name]}
          required
          error={errors[name]}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(e) => onChange(name, e.target.value)}
        />
      ))}
    </>
  );
}
