/**
 * Every migration, in order. Add a file `NNN-name.ts` and list it here; never edit one that has
 * shipped, since databases record which names they have applied.
 */
import { usersMigration } from './001-users.js';
import { libraryMigration } from './002-library.js';
import { libraryLiveCountMigration } from './003-library-live-count.js';
import { libraryApplyFunctionMigration } from './004-library-apply-function.js';
import { libraryEntryJsonMigration } from './005-library-entry-json.js';
import { libraryApplyCreatedAtMigration } from './006-library-apply-created-at.js';
import { libraryFieldTimesMigration } from './007-library-field-times.js';
import { libraryPagingMigration } from './008-library-paging.js';
import { diaryMigration } from './009-diary.js';
import { listsMigration } from './010-lists.js';
import { diaryListsHorizonsMigration } from './011-diary-lists-horizons.js';
import type { Migration } from './migration.js';

export type { Migration } from './migration.js';

export const MIGRATIONS: readonly Migration[] = [usersMigration, libraryMigration, libraryLiveCountMigration, libraryApplyFunctionMigration, libraryEntryJsonMigration, libraryApplyCreatedAtMigration, libraryFieldTimesMigration, libraryPagingMigration, diaryMigration, listsMigration, diaryListsHorizonsMigration];
