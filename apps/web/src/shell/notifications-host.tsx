import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { MantineThemeProvider, Notification } from '@mantine/core';
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
  return (
    <MantineThemeProvider theme={notificationTheme} inherit>
      <Notifications position="top-right" zIndex={1000} />
    </MantineThemeProvider>
  );
}
