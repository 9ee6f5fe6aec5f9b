import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where notifications appear; loaded after the first paint, it is not needed before. */
export default function NotificationsHost() {
  return <Notifications position="top-right" zIndex={1000} />;
}
