import { initContract } from '@ts-rest/core';
import { allocationContract } from './allocation';
import { authContract } from './auth';
import { availabilityContract } from './availability';
import { calendarFeedsContract } from './calendar-feeds';
import { collectionsContract } from './collections';
import { dashboardContract } from './dashboard';
import { roleRequirementsContract, shiftHistoryContract } from './duties';
import { dutyConfirmationContract } from './duty-confirmation';
import { emailSettingsContract } from './email-settings';
import { eventsContract } from './events';
import { hoursContract } from './hours';
import { kiosksContract } from './kiosks';
import { mediaContract } from './media';
import { memberImportContract } from './member-import';
import { messagingContract } from './messaging';
import { offersContract } from './offers';
import { organisationsContract } from './organisations';
import { peopleContract } from './people';
import { platformContract } from './platform';
import { profileEntriesContract, profileSelfContract } from './profile-self';
import { shiftsContract } from './shifts';
import { systemContract } from './system';
import { recordsContract } from './training';

export * from './allocation';
export * from './apikeys';
export * from './auth';
export * from './availability';
export * from './calendar-feeds';
export * from './collections';
export * from './common';
export * from './dashboard';
export * from './duties';
export * from './duty-confirmation';
export * from './email-settings';
export * from './events';
export * from './formats';
export * from './hours';
export * from './kiosks';
export * from './locations';
export * from './media';
export * from './member-import';
export * from './messaging';
export * from './news';
export * from './offers';
export * from './organisations';
export * from './people';
export * from './platform';
export * from './profile';
export * from './profile-self';
export * from './roles';
export * from './shifts';
export * from './system';
export * from './time-zone';
export * from './training';

const c = initContract();

/** Every call of the product, under `/api`. Each domain adds its router here. */
export const contract = c.router(
  {
    system: systemContract,
    auth: authContract,
    organisations: organisationsContract,
    people: peopleContract,
    memberImport: memberImportContract,
    platform: platformContract,
    collections: collectionsContract,
    events: eventsContract,
    calendarFeeds: calendarFeedsContract,
    shifts: shiftsContract,
    hours: hoursContract,
    availability: availabilityContract,
    dashboard: dashboardContract,
    messaging: messagingContract,
    emailSettings: emailSettingsContract,
    media: mediaContract,
    profile: profileSelfContract,
    profileEntries: profileEntriesContract,
    records: recordsContract,
    kiosks: kiosksContract,
    shiftHistory: shiftHistoryContract,
    roleRequirements: roleRequirementsContract,
    dutyConfirmation: dutyConfirmationContract,
    offers: offersContract,
    allocation: allocationContract,
  },
  { pathPrefix: '/api' },
);
export type Contract = typeof contract;
