import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

import { Notifications } from '@mantine/notifications';

/** Spec §9: top right, one toast visible at a time, 5 s by default, at most 420 px wide. */
export default function ToastViewport() {
  return <Notifications position="top-right" limit={1} autoClose={5000} containerWidth={420} />;
}
