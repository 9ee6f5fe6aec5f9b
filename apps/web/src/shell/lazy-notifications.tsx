import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

const NotificationsHost = lazy(() => import('@/shell/notifications-host'));

/**
 * Mounts the notifications container (and downloads its code) the first time something
 * is notified; `notifications.show()` queues in the store until then.
 */
export function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  const pending = notifications.length + queue.length > 0;
  useEffect(() => {
    if (pending) setNeeded(true);
  }, [pending]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
