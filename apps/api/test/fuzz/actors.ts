import { newClub } from '@test/clubs';
import type { TestOrg } from '@test/factories';
import { OPERATOR_TOKEN, type TestApp } from '@test/test-app';

/**
 * Who calls in the generated suites: nobody, a member, an admin (of `club`), and the
 * platform operator. Tokens are refreshed by logging in again when a call ended them
 * (logout everywhere, a deactivation), so one unlucky case does not blind the rest.
 */
export type ActorName = 'anonymous' | 'member' | 'admin' | 'operator';
export const ACTOR_NAMES: ActorName[] = ['anonymous', 'member', 'admin', 'operator'];

type Login = { email: string; password: string; token: string | null };

export type ClubWithActors = TestOrg & {
  adminId: number;
  memberId: number;
  /** Strings only this club's answers may contain: its name, host and people's emails. */
  secrets: string[];
  authorization: (actor: ActorName) => Promise<string | undefined>;
  /** Call after an answer: a 401 to a logged-in actor means log in again next time. */
  noteAnswer: (actor: ActorName, status: number) => void;
};

export async function clubWithActors(t: TestApp, name: string): Promise<ClubWithActors> {
  // Tokens are kept here (logged in when first needed, again after a 401), not newClub's.
  const {
    org,
    admin,
    user: member,
  } = await newClub(t, {
    name,
    names: { admin: `${name} Admin`, user: `${name} Member` },
  });
  const logins: Record<'admin' | 'member', Login> = {
    admin: { email: admin.email, password: admin.password, token: null },
    member: { email: member.email, password: member.password, token: null },
  };

  async function logIn(login: Login) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: org.host },
      payload: { email: login.email, password: login.password },
    });
    login.token = res.statusCode === 200 ? (res.json().access as string) : null;
  }

  return {
    ...org,
    adminId: admin.id,
    memberId: member.id,
    secrets: [org.name, org.host, admin.email, member.email],
    async authorization(actor) {
      if (actor === 'anonymous') return undefined;
      if (actor === 'operator') return `Bearer ${OPERATOR_TOKEN}`;
      const login = logins[actor];
      if (!login.token) await logIn(login);
      return login.token ? `Bearer ${login.token}` : undefined;
    },
    noteAnswer(actor, status) {
      if (status === 401 && (actor === 'admin' || actor === 'member')) logins[actor].token = null;
    },
  };
}
