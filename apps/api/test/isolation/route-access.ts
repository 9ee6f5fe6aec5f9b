/**
 * Who may call each route of the contract, declared once. The isolation suite walks the
 * contract and refuses to pass while a route is missing here: whoever adds a route says
 * who may call it, and the suite then proves clubs cannot reach each other through it.
 *
 * - public: anyone, no token (the club comes from the host)
 * - member: any logged-in person of the club
 * - admin: the club's admins; members get 403
 * - operator: the platform operator token only
 * - collection: the generic engine; per collection, from its definition (read/write rules)
 * - kiosk: a kiosk's secret in `x-kiosk-auth` only; every token (member, admin, operator) is
 *   401 (modules/kiosks/kiosk-access.test.ts proves the secret's side: clubs, revocation)
 */
export type Access = 'public' | 'member' | 'admin' | 'operator' | 'collection' | 'kiosk';

/** Ids of the other club that a body can name. */
export type OtherClub = { adminId: number; memberId: number };

export type RouteRule = {
  access: Access;
  /**
   * A body naming the other club's people: club A's admin sending it on A's host must be
   * refused (400/404) and change nothing at B.
   */
  crossClubBody?: (other: OtherClub) => unknown;
  /** What that answers, when not 400/404 (the suite also proves B is unchanged). */
  crossClubStatuses?: number[];
};

export const ROUTE_ACCESS: Record<string, RouteRule> = {
  'system.health': { access: 'public' },
  'system.ready': { access: 'public' },
  'system.reportClientError': { access: 'public' },
  'auth.registerCheck': { access: 'public' },
  'auth.register': { access: 'public' },
  'auth.login': { access: 'public' },
  'auth.refresh': { access: 'public' },
  'auth.logout': { access: 'public' },
  'auth.logoutAll': { access: 'member' },
  'auth.user': { access: 'member' },
  'auth.passwordResetRequest': { access: 'public' },
  'auth.passwordResetCheck': { access: 'public' },
  'auth.passwordResetToken': { access: 'public' },
  'organisations.current': { access: 'public' },
  'organisations.update': { access: 'admin' },
  'people.update': {
    access: 'admin',
    crossClubBody: (b) => [{ id: b.memberId, role: 'admin', name: 'Hijacked' }],
  },
  'people.invitePeople': {
    access: 'admin',
    crossClubBody: (b) => ({ ids: [b.memberId] }),
    // a bulk call: 200, listing another club's person as skipped, not_found
    crossClubStatuses: [200, 400, 404],
  },
  'people.addPerson': { access: 'admin' },
  'memberImport.importPeople': { access: 'admin' },
  'platform.createOrganisation': { access: 'operator' },
  'platform.listOrganisations': { access: 'operator' },
  'collections.list': { access: 'collection' },
  'collections.detail': { access: 'collection' },
  'collections.create': { access: 'collection' },
  'collections.update': { access: 'collection' },
  'collections.remove': { access: 'collection' },
  'events.calendar': { access: 'member' },
  'events.publicCalendar': { access: 'public' },
  'events.publicEvent': { access: 'public' },
  'events.seriesDetail': { access: 'member' },
  'calendarFeeds.clubFeed': { access: 'public' },
  'calendarFeeds.personalFeed': { access: 'public' },
  'calendarFeeds.mine': { access: 'member' },
  'calendarFeeds.resetMine': { access: 'member' },
  'calendarFeeds.personFeed': { access: 'admin' },
  'calendarFeeds.revokePersonFeed': { access: 'admin' },
  'calendarFeeds.externalCalendars': { access: 'member' },
  'calendarFeeds.setHiddenExternalCalendars': { access: 'member' },
  'shifts.planner': { access: 'admin' },
  'shifts.eventPage': { access: 'member' },
  'shifts.publishEvent': { access: 'admin' },
  // The shifts collection's DELETE (it also tells the person): the collection suite covers it.
  'shifts.removeShift': { access: 'collection' },
  'shifts.requestBatch': {
    access: 'member',
    crossClubBody: (b) => [{ person: b.memberId, event: 1 }],
  },
  'shifts.declineRequest': { access: 'admin' },
  'shifts.dismissRequest': { access: 'admin' },
  'shifts.withdrawRequest': { access: 'member' },
  'shifts.seriesSignupPlan': { access: 'member' },
  'shifts.seriesSignup': {
    access: 'member',
    crossClubBody: (b) => ({ person: b.memberId }),
  },
  'hours.startShift': { access: 'member' },
  'hours.endShift': { access: 'member' },
  'hours.timesheets': { access: 'admin' },
  // A member asking for someone else's shifts is answered 404 (their shifts stay private).
  'hours.personShifts': { access: 'member' },
  'availability.create': {
    access: 'member',
    // availability is only ever one's own: naming anyone else is 403, whichever club
    crossClubBody: (b) => [
      {
        available: 0,
        person: b.memberId,
        start: '2026-11-02T00:00:00Z',
        end: '2026-11-02T23:59:59Z',
      },
    ],
    crossClubStatuses: [403],
  },
  'availability.update': { access: 'member' },
  'availability.remove': { access: 'member' },
  'availability.mine': { access: 'member' },
  'availability.grid': { access: 'admin' },
  'availability.day': { access: 'member' },
  'availability.event': { access: 'admin' },
  'dashboard.dashboard': { access: 'member' },
  // Bulk messaging: another club's people are never accepted as hand-picked recipients.
  'messaging.audience': {
    access: 'admin',
    crossClubBody: (b) => ({
      channel: 'email',
      audience: { kind: 'people', people: [b.memberId] },
    }),
  },
  'messaging.preview': {
    access: 'admin',
    crossClubBody: (b) => ({
      channel: 'email',
      subject: 'Hi',
      body: 'Hello {name}',
      audience: { kind: 'people', people: [b.memberId] },
    }),
  },
  'messaging.send': {
    access: 'admin',
    crossClubBody: (b) => ({
      channel: 'email',
      subject: 'Hi',
      body: 'Hello {name}',
      audience: { kind: 'people', people: [b.adminId, b.memberId] },
    }),
  },
  'messaging.outbox': { access: 'admin' },
  'messaging.progress': { access: 'admin' },
  'messaging.cancel': { access: 'admin' },
  'emailSettings.get': { access: 'public' },
  'emailSettings.update': { access: 'public' },
  // A member's own picture (no id in the call: always the caller's) and the club's logo.
  'media.uploadAvatar': { access: 'member' },
  'media.removeAvatar': { access: 'member' },
  'media.uploadLogo': { access: 'admin' },
  'media.removeLogo': { access: 'admin' },
  // The member's own account: only ever the caller's own person.
  'profile.changeSettingsSelf': { access: 'member' },
  'profile.changeEmailSelf': { access: 'member' },
  'profile.setPasswordSelf': { access: 'member' },
  'profile.phoneChangeSelf': { access: 'member' },
  'profile.verifyCheck': { access: 'member' },
  // Profile entries: a member their own (403 for anyone else), an admin anyone's of the club.
  'profileEntries.list': { access: 'member' },
  'profileEntries.save': {
    access: 'member',
    crossClubBody: (b) => [{ entry_type: 1, person: b.memberId, value: 'Hijacked' }],
  },
  'profileEntries.create': {
    access: 'member',
    crossClubBody: (b) => [{ entry_type: 1, person: b.memberId, value: 'Hijacked' }],
  },
  'profileEntries.remove': { access: 'member' },
  // A person's records (issue 23): another club's person is refused as a field error.
  'records.addRecord': {
    access: 'admin',
    crossClubBody: (b) => ({ person: b.memberId, competency: 1, achieved: '2024-05-01' }),
  },
  'records.updateRecord': {
    access: 'admin',
    crossClubBody: (b) => ({ person: b.memberId }),
  },
  // Kiosks (issue 24): the devices are the admin's; the kiosk's own calls take its secret only.
  'kiosks.list': { access: 'admin' },
  'kiosks.create': { access: 'admin' },
  'kiosks.update': { access: 'admin' },
  'kiosks.rotate': { access: 'admin' },
  'kiosks.revoke': { access: 'admin' },
  'kiosks.remove': { access: 'admin' },
  'kiosks.data': { access: 'kiosk' },
  'kiosks.confirm': { access: 'kiosk' },
  // Duties (issue 25): a shift's history and the roles' requirements are the admins'.
  'shiftHistory.shiftHistory': { access: 'admin' },
  'shiftHistory.historyExport': { access: 'admin' },
  'roleRequirements.roleRequirements': { access: 'admin' },
  'roleRequirements.setRoleRequirements': { access: 'admin' },
  // Duty confirmation: a link's token is the key (no login); the app's Confirm is the caller's own.
  'dutyConfirmation.dutyLink': { access: 'public' },
  'dutyConfirmation.confirmByLink': { access: 'public' },
  'dutyConfirmation.cantMakeItByLink': { access: 'public' },
  'dutyConfirmation.confirmMyDuty': { access: 'member' },
  // Offers, swaps and waiting lists (issue 25): a member's own; the accept link's two calls
  // need no login (the token is the recipient's); approvals, settings and lists are admins'.
  'offers.board': { access: 'member' },
  'offers.candidates': { access: 'member' },
  'offers.createOffer': { access: 'member' },
  'offers.withdrawOffer': { access: 'member' },
  'offers.takeOffer': { access: 'member' },
  'offers.offerLink': { access: 'public' },
  'offers.acceptLink': { access: 'public' },
  'offers.approveOffer': { access: 'admin' },
  'offers.declineOffer': { access: 'admin' },
  'offers.offerSettings': { access: 'admin' },
  'offers.setOfferSettings': { access: 'admin' },
  'offers.waitingList': { access: 'admin' },
  'offers.joinWaitingList': { access: 'member' },
  'offers.leaveWaitingList': { access: 'member' },
  // The allocation round (issue 26): members read it and mark shifts, admins run it.
  'allocation.openRound': { access: 'admin' },
  'allocation.closeRound': { access: 'admin' },
  'allocation.myRound': { access: 'member' },
  'allocation.setMarks': { access: 'member' },
  'allocation.setQuotas': {
    access: 'admin',
    crossClubBody: (b) => ({ quotas: [{ person: b.memberId, quota: 9, preferred_role: null }] }),
  },
  'allocation.startRun': { access: 'admin' },
  'allocation.run': { access: 'admin' },
};
