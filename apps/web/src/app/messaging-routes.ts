import { createElement, Fragment } from 'react';
import type { AppRoute } from '@/app/route-types';

/**
 * Bulk messaging (admin, the Communication group): compose email and SMS, the outbox, the
 * sent record and templates, with tabs between them. Templates are a setup screen (the
 * generic list and form) under the messaging tabs.
 */
export const MESSAGING_ROUTES: readonly AppRoute[] = [
  {
    name: 'messaging.email',
    path: '/messaging/email',
    title: 'Messaging',
    auth: 'admin',
    component: () => import('@/features/messaging/pages/email-page'),
    menu: { group: 'communication', label: 'Messaging', icon: 'mail', order: 20 },
  },
  {
    name: 'messaging.sms',
    path: '/messaging/sms',
    title: 'Messaging',
    auth: 'admin',
    component: () => import('@/features/messaging/pages/sms-page'),
  },
  {
    name: 'messaging.outbox',
    path: '/messaging/outbox',
    title: 'Outbox',
    auth: 'admin',
    component: () => import('@/features/messaging/pages/outbox-page'),
  },
  {
    name: 'messaging.sent',
    path: '/messaging/sent',
    title: 'Sent messages',
    auth: 'admin',
    component: () => import('@/features/messaging/pages/sent-page'),
  },
  {
    name: 'messaging.templates',
    path: '/messaging/templates/:pk?',
    title: 'Message templates',
    auth: 'admin',
    params: { pk: 'pk' },
    component: async () => {
      const [{ SetupPage }, { messageTemplatesScreen }, { MessagingNav }] = await Promise.all([
        import('@/features/setup/components/setup-page'),
        import('@/features/setup/screens/message-templates'),
        import('@/features/messaging/components/messaging-nav'),
        import('@/features/messaging/messaging-styles'),
      ]);
      return {
        default: () =>
          createElement(
            Fragment,
            null,
            createElement(MessagingNav),
            createElement(SetupPage, { screen: messageTemplatesScreen }),
          ),
      };
    },
  },
];
