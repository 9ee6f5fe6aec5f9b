import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { em, MantineThemeProvider, Notification } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/**
 * Notifications must pass axe like the rest: the close button gets a name, and the text
 * under a title uses the theme's dimmed colour (Mantine's grey is under 4.5:1 on white).
 * Set here, not in the app theme, so the entry chunk does not carry Notification.
 */
const notificationTheme = {
  components: {
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
  },
};

/** Where notifications appear; loaded after the first paint, it is not needed before. */
export default function NotificationsHost() {
  // At the bottom: the top holds the user menu and every drawer's title and close button,
  // which a toast must not cover (issue 10, item 19). Centred on phones, where it is full width.
  const phone = useMediaQuery(`(max-width: ${em(767.98)})`, false);
  return (
    <MantineThemeProvider theme={notificationTheme} inherit>
      <Notifications position={phone ? 'bottom-center' : 'bottom-right'} zIndex={1000} />
    </MantineThemeProvider>
  );
}
