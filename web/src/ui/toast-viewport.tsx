import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { markToastViewportMounted } from './toast';
import classes from './toast-viewport.module.css';

/**
 * Spec §9: one toast visible at a time, 5 s by default, at most 420 px wide; at the top right,
 * below the site header so the header's Sign In and account menu stay uncovered.
 */
export default function ToastViewport() {
  useEffect(markToastViewportMounted, []);
  return (
    <Notifications
      position="top-right"
      limit={1}
      autoClose={5000}
      containerWidth={420}
      classNames={{ root: classes.viewport }}
    />
  );
}
