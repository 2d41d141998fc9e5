import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** DragTexts are what dnd-kit tells screen-reader users, in the visitor's language. */
export type DragTexts = {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
  roleDescription: string;
};

/**
 * useDragTexts localises dnd-kit's instructions and announcements for the ranked skills:
 * each names the skill by its label and its position in the list, counted from 1.
 */
export function useDragTexts(skills: readonly string[], label: (code: string) => string): DragTexts {
  const { t } = useTranslation('preferences');
  // dnd-kit reports the skill over its own place as soon as it is picked up; saying so then
  // would cut off "Picked up", so that is said only once the skill has left its place.
  const moved = useRef(false);
  return useMemo(() => {
    const total = skills.length;
    const at = (id: UniqueIdentifier | undefined) => ({
      skill: label(String(id)),
      position: skills.indexOf(String(id)) + 1,
      total,
    });
    return {
      roleDescription: t('dnd.roleDescription'),
      screenReaderInstructions: { draggable: t('dnd.instructions') },
      announcements: {
        onDragStart: ({ active }) => {
          moved.current = false;
          return t('dnd.start', at(active.id));
        },
        onDragOver: ({ active, over }) => {
          moved.current ||= over?.id !== active.id;
          return over && moved.current ? t('dnd.over', { ...at(active.id), position: at(over.id).position }) : undefined;
        },
        onDragEnd: ({ active, over }) =>
          t('dnd.end', { ...at(active.id), position: at(over?.id ?? active.id).position }),
        onDragCancel: ({ active }) => t('dnd.cancel', at(active.id)),
      },
    };
  }, [skills, label, t]);
}
