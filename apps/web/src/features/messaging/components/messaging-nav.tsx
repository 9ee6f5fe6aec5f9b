import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';

const PAGES = [
  { to: '/messaging/email', label: 'Email' },
  { to: '/messaging/sms', label: 'SMS' },
  { to: '/messaging/outbox', label: 'Outbox' },
  { to: '/messaging/sent', label: 'Sent' },
  { to: '/messaging/templates', label: 'Templates' },
] as const;

/** The five messaging pages as tabs (links: each page has its own address). */
export function MessagingNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = PAGES.find((p) => pathname.startsWith(p.to))?.to ?? null;
  return (
    <Tabs value={current} onChange={(to) => to && navigate(to)} mb="md" aria-label="Messaging">
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {PAGES.map((p) => (
          <Tabs.Tab key={p.to} value={p.to}>
            {p.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
