import { arrayMove } from '@dnd-kit/sortable';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '@/components/form-field.module.css';
import { useFieldMessages } from '@/components/form/field';
import { useFocusAfterRender } from '@/components/form/form-errors';
import { useOptionLabel } from '@/lib/options';
import { SKILL_COUNT } from './preferences-schema';
import { RankedSkills } from './ranked-skills';
import styles from './preferences.module.css';

type Props = {
  /** The id of the field's box, the target of links to it (/teacher/preferences#skills). */
  id: string;
  /** The name of every checkbox, so the form can put the focus on the first. */
  name: string;
  /** Every skill code, in the order of the list. */
  codes: readonly string[];
  /** The chosen codes, strongest first. */
  value: string[];
  onChange: (skills: string[]) => void;
  error?: string;
};

/**
 * SkillsField chooses exactly five professional skills and ranks them (docs/product.md §5). Ticking a
 * skill puts it last in the ranking; a sixth is refused with a message until one is removed,
 * by unticking it or with its Remove button.
 */
export function SkillsField({ id, name, codes, value, onChange, error }: Props) {
  const { t } = useTranslation('preferences');
  const optionLabel = useOptionLabel();
  const label = useCallback((code: string) => optionLabel('skills', code), [optionLabel]);
  const { control, messages } = useFieldMessages(t('skills.hint'), error);
  const countId = useId();
  const rankingId = useId();
  const [refused, setRefused] = useState(false);
  const chooser = useRef<HTMLFieldSetElement>(null);
  const focusAfterRender = useFocusAfterRender();

  function toggle(code: string, checked: boolean) {
    if (!checked) {
      setRefused(false);
      onChange(value.filter((skill) => skill !== code));
    } else if (value.length >= SKILL_COUNT) {
      setRefused(true);
    } else {
      onChange([...value, code]);
    }
  }

  function removeRanked(code: string) {
    toggle(code, false);
    // The last skill leaves no button in the ranking: the focus goes back to its box.
    if (value.length === 1) focusAfterRender(() => chooser.current?.querySelector(`input[value="${code}"]`));
  }

  return (
    <div id={id} className={styles.skills}>
      <fieldset
        ref={chooser}
        className={`${fieldStyles.field} ${fieldStyles.group}`}
        aria-describedby={[control['aria-describedby'], countId].filter(Boolean).join(' ')}
      >
        <legend className={fieldStyles.label}>{t('skills.label')}</legend>
        {messages}
        <p id={countId} className={refused ? styles.full : styles.count} aria-live="polite">
          {t('skills.chosen', { chosen: value.length })} {refused && t('skills.full')}
        </p>
        <div className={`${fieldStyles.options} ${styles.columns}`}>
          {codes.map((code) => (
            <label key={code} className={fieldStyles.option}>
              <input
                type="checkbox"
                name={name}
                value={code}
                checked={value.includes(code)}
                aria-invalid={control['aria-invalid']}
                onChange={(event) => toggle(code, event.target.checked)}
              />
              {label(code)}
            </label>
          ))}
        </div>
      </fieldset>
      <section className={styles.rankingBox} aria-labelledby={rankingId}>
        <h2 id={rankingId} className={styles.rankingTitle}>
          {t('skills.rankingTitle')}
        </h2>
        <p className={fieldStyles.hint}>{t('skills.rankingHint')}</p>
        {value.length === 0 ? (
          <p className={styles.empty}>{t('skills.empty')}</p>
        ) : (
          <RankedSkills
            skills={value}
            labelledBy={rankingId}
            label={label}
            onMove={(from, to) => onChange(arrayMove(value, from, to))}
            onRemove={removeRanked}
          />
        )}
      </section>
    </div>
  );
}
