import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusAfterRender } from '@/components/form/form-errors';
import { useDragTexts } from './use-drag-texts';
import styles from './preferences.module.css';

type Props = {
  /** The chosen skills' codes, strongest first. */
  skills: string[];
  /** The id of the ranking's heading, which names the list. */
  labelledBy: string;
  label: (code: string) => string;
  /** Puts the skill at `from` in position `to` (both counted from 0). */
  onMove: (from: number, to: number) => void;
  onRemove: (code: string) => void;
};

const ACTIONS = ['moveUp', 'moveDown', 'remove'] as const;
type Action = (typeof ACTIONS)[number];

/**
 * RankedSkills is the teacher's chosen skills in order, strongest first, each with its rank.
 * A skill is moved by dragging its handle (a mouse, a finger, or the keyboard through dnd-kit's
 * keyboard sensor: Space, the arrow keys, Space), or with its Move up and Move down buttons.
 */
export function RankedSkills({ skills, labelledBy, label, onMove, onRemove }: Props) {
  const { t } = useTranslation('preferences');
  const texts = useDragTexts(skills, label);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const list = useRef<HTMLOListElement>(null);
  const focusAfterRender = useFocusAfterRender();
  // What the buttons did, for screen readers (dnd-kit announces what dragging does).
  const [news, setNews] = useState('');

  // A moved button may end up disabled (a skill moved to the top cannot move up), and a removed
  // skill takes its buttons away: the focus goes to the nearest button still there.
  function focusButton(code: string, wanted: Action, fallback: Action) {
    focusAfterRender(() => {
      const button = (action: Action) =>
        list.current?.querySelector<HTMLButtonElement>(`[data-skill="${code}"] [data-action="${action}"]`);
      const first = button(wanted);
      return first && !first.disabled ? first : button(fallback);
    });
  }

  function move(index: number, to: number, action: Action) {
    onMove(index, to);
    setNews(t('skills.moved', { skill: label(skills[index]), position: to + 1, total: skills.length }));
    focusButton(skills[index], action, action === 'moveUp' ? 'moveDown' : 'moveUp');
  }

  function remove(index: number) {
    onRemove(skills[index]);
    setNews(t('skills.removed', { skill: label(skills[index]), chosen: skills.length - 1 }));
    const next = skills[index + 1] ?? skills[index - 1];
    if (next) focusButton(next, 'remove', 'remove');
  }

  function drop({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(skills.indexOf(String(active.id)), skills.indexOf(String(over.id)));
  }

  function act(index: number, action: Action) {
    if (action === 'remove') remove(index);
    else move(index, action === 'moveUp' ? index - 1 : index + 1, action);
  }

  /** disabled tells whether a button of the skill at `index` has nothing to do. */
  const disabled = (index: number, action: Action) =>
    (action === 'moveUp' && index === 0) || (action === 'moveDown' && index === skills.length - 1);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements: texts.announcements, screenReaderInstructions: texts.screenReaderInstructions }}
      onDragEnd={drop}
    >
      <SortableContext items={skills} strategy={verticalListSortingStrategy}>
        <ol ref={list} aria-labelledby={labelledBy} className={styles.ranking}>
          {skills.map((code, index) => (
            <SortableSkill
              key={code}
              code={code}
              name={label(code)}
              rank={index + 1}
              roleDescription={texts.roleDescription}
            >
              <div className={styles.actions}>
                {ACTIONS.map((action) => (
                  <button
                    key={action}
                    data-action={action}
                    type="button"
                    className={styles.action}
                    aria-label={t(`skills.${action}Label`, { skill: label(code) })}
                    disabled={disabled(index, action)}
                    onClick={() => act(index, action)}
                  >
                    {t(`skills.${action}`)}
                  </button>
                ))}
              </div>
            </SortableSkill>
          ))}
        </ol>
      </SortableContext>
      <p className="visually-hidden" aria-live="polite">
        {news}
      </p>
    </DndContext>
  );
}

type SkillProps = {
  code: string;
  name: string;
  rank: number;
  roleDescription: string;
  /** The skill's buttons. */
  children: ReactNode;
};

/** SortableSkill is one ranked skill: its rank, its drag handle, its name and its buttons. */
function SortableSkill({ code, name, rank, roleDescription, children }: SkillProps) {
  const { t } = useTranslation('preferences');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: code,
    attributes: { roleDescription },
  });
  return (
    <li
      ref={setNodeRef}
      data-skill={code}
      className={isDragging ? `${styles.skill} ${styles.dragging}` : styles.skill}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <span className={styles.rank}>{rank}</span>
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={t('skills.handle', { skill: name })}
      >
        <svg viewBox="0 0 12 20" width="12" height="20" aria-hidden="true" focusable="false">
          {[4, 10, 16].flatMap((y) => [2, 9].map((x) => <circle key={`${x}-${y}`} cx={x + 0.5} cy={y} r="1.75" />))}
        </svg>
      </button>
      <span className={styles.name}>{name}</span>
      {children}
    </li>
  );
}
