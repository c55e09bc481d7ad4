/**
 * Every user-facing text of the specification, each written once: one file per module, and the
 * texts of several modules, the platform, the layout and the uploads each in a file of their own.
 * Indonesian text is kept exactly as the specification quotes it, odd spelling and spacing included.
 */
import { authMessages } from './auth';
import { bisnisLiniMessages } from './bisnis-lini';
import { callManagementMessages } from './call-management';
import { crcMessages } from './crc';
import { fieldAppMessages } from './field-app';
import { incentiveMessages } from './incentive';
import { integrationMessages } from './integration';
import { labelMessages } from './labels';
import { layoutMessages } from './layout';
import { locationMessages } from './location';
import { platformMessages } from './platform';
import { pushActivityMessages } from './push-activity';
import { salesAssignmentMessages } from './sales-assignment';
import { salesrepMappingMessages } from './salesrep-mapping';
import { settingMessages } from './setting';
import { sharedMessages } from './shared';
import { structureMessages } from './structure';
import { targetMessages } from './targets';
import { uploadMessages } from './upload';
import { usersMessages } from './users';

export const messages = {
  ...sharedMessages,
  ...layoutMessages,
  ...authMessages,
  ...platformMessages,
  ...uploadMessages,
  ...structureMessages,
  ...salesrepMappingMessages,
  ...salesAssignmentMessages,
  ...targetMessages,
  ...labelMessages,
  ...locationMessages,
  ...settingMessages,
  ...callManagementMessages,
  ...crcMessages,
  ...incentiveMessages,
  ...pushActivityMessages,
  ...integrationMessages,
  ...bisnisLiniMessages,
  ...usersMessages,
  ...fieldAppMessages,
} as const;

export type Messages = typeof messages;
