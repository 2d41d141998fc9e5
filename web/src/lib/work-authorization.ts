import type { WorkAuthorization } from './api-types';

export type { WorkAuthorization } from './api-types';

/**
 * WORK_AUTHORIZATIONS are the work authorizations a vacancy may accept (docs/design.md §4), in the
 * order the school's form and the board's filter list them: from the one that asks the most of a
 * teacher from abroad to the one that asks the least.
 */
export const WORK_AUTHORIZATIONS: readonly WorkAuthorization[] = ['authorized_only', 'j1_welcome', 'visa_sponsorship'];
