import { roundProgressCard } from './allocation/round-progress.card';
import { upcomingEventsCard } from './events/upcoming-events.card';
import { recordHoursCard } from './hours/record-hours.card';
import { timesheetCard } from './hours/timesheet.card';
import { newsCard } from './news/news.card';
import { newPeopleCard } from './people/new-people.card';
import { verifyPhoneCard } from './people/verify-phone.card';
import { myDutyAnswersCard } from './shifts/my-duty-answers.card';
import { myRequestsCard } from './shifts/my-requests.card';
import { newRequestsCard } from './shifts/new-requests.card';
import { unconfirmedDutiesCard } from './shifts/unconfirmed-duties.card';
import { unpublishedEventsCard } from './shifts/unpublished-events.card';
import { upcomingShiftsCard } from './shifts/upcoming-shifts.card';
import { expiringRecordsCard } from './training/expiring-records.card';

/**
 * Every card of `GET /api/dashboard`, handed to the dashboard in tenant-modules.ts. To add
 * one: `modules/<domain>/<name>.card.ts`, its field(s) in the contract's DashboardSchema,
 * then a line here (see modules/README.md, "Reads that span domains"). The order is the
 * order the statements are sent in; the answer follows the contract's order whatever it is.
 */
export const dashboardCards = [
  newsCard,
  timesheetCard,
  myRequestsCard,
  upcomingShiftsCard,
  newRequestsCard,
  recordHoursCard,
  upcomingEventsCard,
  unpublishedEventsCard,
  newPeopleCard,
  verifyPhoneCard,
  expiringRecordsCard,
  unconfirmedDutiesCard,
  myDutyAnswersCard,
  roundProgressCard,
];
