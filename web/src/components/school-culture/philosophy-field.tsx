import type { CheckboxGroupFieldProps } from '@/components/form/checkbox-group-field';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { useOptionLabel } from '@/lib/options';

type Props = Omit<CheckboxGroupFieldProps, 'options'> & {
  /** The philosophy codes offered, as GET /api/options lists them. */
  codes: readonly string[];
  /** How many may be ticked at most. */
  limit: number;
  /** The codes ticked now (the form's value). */
  chosen: readonly string[];
};

/**
 * PhilosophyField ticks up to `limit` school philosophies (docs/design.md §4): a school's way of
 * teaching, or what a teacher values. Once `limit` are ticked, the other boxes wait until one is
 * unticked, so the limit the hint states cannot be passed.
 */
export function PhilosophyField({ codes, limit, chosen, ...field }: Props) {
  const label = useOptionLabel();
  const full = chosen.length >= limit;
  const options = codes.map((code) => ({
    value: code,
    label: label('philosophies', code),
    disabled: full && !chosen.includes(code),
  }));
  return <CheckboxGroupField {...field} options={options} />;
}
