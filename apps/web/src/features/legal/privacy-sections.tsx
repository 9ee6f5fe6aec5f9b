import type { Site } from '@crewcall/contract';
import { Anchor, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PolicySection {
  id: string;
  title: string;
  body: (site: Site) => ReactNode;
}

/** The sections spec section 2 (Privacy page) asks for, in reading order. */
export const PRIVACY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'data-collected',
    title: 'Data we collect',
    body: (site) => (
      <>
        <Text>
          {site.name} uses Crewcall to organise its volunteers. When you register and use the site
          we collect:
        </Text>
        <List>
          <List.Item>your name, email address and phone number;</List.Item>
          <List.Item>
            a profile photo, if you upload one, and profile details the club asks for;
          </List.Item>
          <List.Item>
            the events and shifts you sign up to, your availability, the hours you record, and your
            training and competency records;
          </List.Item>
          <List.Item>your notification and display settings;</List.Item>
          <List.Item>
            technical data needed to run the service: log-in records, error reports and basic usage
            statistics.
          </List.Item>
        </List>
      </>
    ),
  },
  {
    id: 'data-use',
    title: 'How we use your data',
    body: () => (
      <Text>
        We use your data to run the club&apos;s volunteering: to show you events and shifts, to let
        administrators plan rosters and contact you, to send the reminders, newsletters and messages
        you have chosen to receive, and to keep the service secure and working. We do not sell your
        data or use it for advertising.
      </Text>
    ),
  },
  {
    id: 'data-storage',
    title: 'How we store your data',
    body: () => (
      <Text>
        Your data is stored on secured servers and sent over encrypted connections. Passwords are
        stored only as one-way hashes. Only the club&apos;s administrators and the people who
        operate the service can see your details, and only as far as their role needs. We keep your
        data while you are a member of the club and delete it when you ask us to or when it is no
        longer needed, unless the law requires us to keep it.
      </Text>
    ),
  },
  {
    id: 'rights',
    title: 'Your data-protection rights',
    body: () => (
      <>
        <Text>Under data-protection law you have the right to:</Text>
        <List>
          <List.Item>ask for a copy of the data we hold about you;</List.Item>
          <List.Item>ask us to correct data that is wrong or incomplete;</List.Item>
          <List.Item>ask us to delete your data;</List.Item>
          <List.Item>object to, or ask us to restrict, how we use your data;</List.Item>
          <List.Item>ask us to transfer your data to you or another organisation.</List.Item>
        </List>
        <Text>
          We answer every request within one month. Contact us using the details below; you can also
          complain to the Information Commissioner&apos;s Office.
        </Text>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: () => (
      <Text>
        The site stores your log-in tokens and display preferences in your browser&apos;s local
        storage so that you stay logged in. A usage-analytics script may set cookies to count visits
        anonymously. We use no advertising cookies. Logging out removes what the site stored.
      </Text>
    ),
  },
  {
    id: 'terms',
    title: 'Terms of use',
    body: (site) => (
      <Text>
        By using this site you agree to use it only for {site.name}&apos;s volunteering activities,
        to keep your password private, to give accurate information, and not to misuse, disrupt or
        try to gain unauthorised access to the service. We may suspend accounts that break these
        terms.
      </Text>
    ),
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    body: (site) => (
      <Text>
        You agree to indemnify {site.name} and the operators of the service against claims, losses
        and costs arising from your breach of these terms or your misuse of the site.
      </Text>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: () => (
      <Text>
        The site is provided as it is. We work to keep it accurate and available but cannot promise
        that it will always be either. As far as the law allows, we are not liable for losses
        arising from its use or from its being unavailable. Nothing in these terms limits liability
        that cannot be limited by law.
      </Text>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: () => (
      <Text>
        These terms and this policy are governed by the law of England, and the courts of England
        have exclusive jurisdiction over any dispute about them.
      </Text>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (site) => (
      <Text>
        For questions about your data or these terms, contact {site.contact_name || site.name}
        {site.contact_email ? (
          <>
            {' at '}
            <Anchor href={`mailto:${site.contact_email}`}>{site.contact_email}</Anchor>
          </>
        ) : null}
        {site.url ? (
          <>
            {' or visit '}
            <Anchor href={site.url}>{site.url}</Anchor>
          </>
        ) : null}
        .
      </Text>
    ),
  },
];
