import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionGroup } from '../api/options';

/**
 * useOptionLabel returns `label(group, code)`: the label of an option code in the visitor's
 * language, from the `options` texts. A code this release has no label for shows as itself.
 */
export function useOptionLabel() {
  const { t } = useTranslation('options');
  return useCallback(
    // The codes come from the server, so the key is only known to exist at run time.
    (group: OptionGroup, code: string): string => t(`${group}.${code}` as never, { defaultValue: code }),
    [t],
  );
}
