/**
 * RATING_NAMES are the five areas a referee rates a teacher on (docs/api.md "References"), in the
 * order the referee's form and the school's packet show them; their words are `ratings.<name>` of
 * the `references` texts.
 */
export const RATING_NAMES = ['instruction', 'classroomManagement', 'studentRelationships', 'collaboration', 'professionalism'] as const;
